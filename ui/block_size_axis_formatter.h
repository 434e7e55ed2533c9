#pragma once

#include <QLogValue3DAxisFormatter>

namespace surfio {

// A base-2 log axis for block sizes in bytes, labelled as people write them
// ("4 KiB", "1 MiB"). The renderer works on copies made through
// createNewInstance(), so the subclass must make its own kind there or the
// labels fall back to plain numbers.
class BlockSizeAxisFormatter : public QLogValue3DAxisFormatter {
    Q_OBJECT
public:
    explicit BlockSizeAxisFormatter(QObject* parent = nullptr);

protected:
    QValue3DAxisFormatter* createNewInstance() const override;
    QString stringForValue(qreal value, const QString& format) const override;
};

} // namespace surfio
