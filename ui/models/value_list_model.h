#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace surfio {

// A checkable list of values — block sizes or read percentages — made of
// fixed presets and the person's own custom entries. The kind decides how
// text is parsed (fio syntax: "12k", "75"), how values read ("12 KiB",
// "75 %"), the valid range and the order the list keeps (sizes ascending,
// percentages descending, as the matrix runs them). Custom entries can be
// edited in place; an entry that does not parse stays, marked, so the person
// sees what is wrong instead of losing what they typed.
class ValueListModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum class Kind { Size, Percent };
    enum Role {
        ValueRole = Qt::UserRole,  // qulonglong, null when the text does not parse
        CustomRole,                // bool
        ValidRole,                 // bool
        ProblemRole,               // QString, empty when valid
    };

    ValueListModel(Kind kind, const std::vector<uint64_t>& presets, QObject* parent = nullptr);

    Kind kind() const { return kind_; }
    std::optional<uint64_t> parse(const QString& text) const;
    QString format(uint64_t value) const;            // "4 KiB", "75 %"
    QString editText(uint64_t value) const;          // "4k", "75": what parse() reads back
    QString textProblem(const QString& text) const;  // why text cannot be an entry, empty when it can

    std::vector<uint64_t> checkedValues() const;  // in list order
    // Checks exactly these values; values without a preset become checked
    // custom entries, and the previous custom entries go.
    void setCheckedValues(const std::vector<uint64_t>& values);
    // Checks the entry holding value, adding a custom one when there is none.
    QModelIndex addCustom(uint64_t value);

    QString problem(int row) const;
    QString firstProblem() const;  // of the checked entries
    int checkedCount() const;

    // Checks that depend on more than the value (direct I/O, region size):
    // returns a reason or an empty string. Call revalidate() when its inputs change.
    void setConstraint(std::function<QString(uint64_t)> constraint);
    void revalidate();
    void setReadOnly(bool readOnly);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Entry {
        std::optional<uint64_t> value;
        QString text;  // what the person typed, shown while it does not parse
        bool checked = false;
        bool custom = false;
    };

    QString rangeProblem(uint64_t value) const;
    bool before(uint64_t a, uint64_t b) const;
    int insertionRow(uint64_t value, int skipRow) const;
    int rowOf(uint64_t value) const;
    void moveIntoPlace(int row);
    void emitValidityChanged();

    Kind kind_;
    std::vector<uint64_t> presets_;
    QList<Entry> entries_;
    std::function<QString(uint64_t)> constraint_;
    bool readOnly_ = false;
};

}  // namespace surfio
