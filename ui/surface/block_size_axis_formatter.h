#pragma once

#include <QLogValue3DAxisFormatter>

#include <utility>
#include <vector>

namespace surfio {

// A base-2 log axis for block sizes in bytes, labelled as people write them
// ("4 KiB", "1 MiB"). Split columns (fio's bssplit) sit at positions beyond
// the largest size and are labelled with the split's name; positions past the
// first split that hold none stay unlabelled. The renderer works on copies
// made through createNewInstance() and populateCopy(), so the subclass must
// make its own kind there and hand its split labels on, or the labels fall
// back to plain numbers.
class BlockSizeAxisFormatter : public QLogValue3DAxisFormatter {
    Q_OBJECT
public:
    using SplitLabels = std::vector<std::pair<double, QString>>;  // position, name; ascending

    explicit BlockSizeAxisFormatter(QObject* parent = nullptr);

    void setSplitLabels(const SplitLabels& labels);

    QString stringForValue(qreal value, const QString& format) const override;

protected:
    QValue3DAxisFormatter* createNewInstance() const override;
    void populateCopy(QValue3DAxisFormatter& copy) const override;

private:
    SplitLabels splits_;
};

}  // namespace surfio
