#pragma once

#include <QColor>

namespace surfio {

// Read and write keep their colours in every chart and table, so a glance
// says which is which.
inline const QColor kReadColor(0x25, 0x63, 0xeb);
inline const QColor kWriteColor(0xe8, 0x59, 0x0c);

}  // namespace surfio
