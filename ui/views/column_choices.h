#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace surfio {

// The columns a person turned on or off in a view, by the columns' keys, over
// the view's defaults. With persist they are read from and written to
// QSettings under `group` (group/shown, group/hidden); without (demo mode)
// they live as long as the object and nothing is written.
class ColumnChoices {
public:
    ColumnChoices(const QString& group, bool persist);

    std::optional<bool> shown(const QString& key) const;  // nullopt: the person never chose
    void choose(const QString& key, bool shown);
    void clear();  // back to the view's defaults

private:
    QString group_;
    bool persist_;
    QStringList shown_;
    QStringList hidden_;
};

}  // namespace surfio
