#pragma once

#include "core/result/result_set.h"

#include <QString>

namespace surfio {

// A saved result a person names, read as the workbench's Open and `surfio
// compare` read it: Surfio's result document, or else fio's JSON or json+
// output (fio_json.h). False with a message naming the file and what is
// wrong (Surfio's reading of it: a file that is neither is most often a
// damaged Surfio result).
bool readSavedResult(const QString& path, ResultSet& results, QString& error);

}  // namespace surfio
