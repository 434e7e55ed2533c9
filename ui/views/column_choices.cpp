#include "ui/views/column_choices.h"

#include <QSettings>

namespace surfio {

ColumnChoices::ColumnChoices(const QString& group, bool persist)
    : group_(group)
    , persist_(persist)
{
    if (!persist_)
        return;
    const QSettings settings;
    shown_ = settings.value(group_ + QStringLiteral("/shown")).toStringList();
    hidden_ = settings.value(group_ + QStringLiteral("/hidden")).toStringList();
}

std::optional<bool> ColumnChoices::shown(const QString& key) const
{
    if (shown_.contains(key))
        return true;
    if (hidden_.contains(key))
        return false;
    return std::nullopt;
}

void ColumnChoices::choose(const QString& key, bool shown)
{
    shown_.removeAll(key);
    hidden_.removeAll(key);
    (shown ? shown_ : hidden_).append(key);
    if (!persist_)
        return;
    QSettings settings;
    settings.setValue(group_ + QStringLiteral("/shown"), shown_);
    settings.setValue(group_ + QStringLiteral("/hidden"), hidden_);
}

void ColumnChoices::clear()
{
    shown_.clear();
    hidden_.clear();
    if (persist_)
        QSettings().remove(group_);
}

}  // namespace surfio
