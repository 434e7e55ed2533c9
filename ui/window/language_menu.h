#pragma once

#include <QMenu>

class QActionGroup;

namespace surfio {

// Settings → Language: the system's language or one of the shipped ones,
// the choice checked. A choice is kept in the settings and applies from the
// next start, which a message says.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    // window: where the message about a choice shows
    LanguageMenu(QWidget* window, QWidget* parent);

private:
    void addLanguage(const QString& code, const QString& name);  // code empty: the system's
    void choose(const QString& code, const QString& name);

    QWidget* window_ = nullptr;
    QActionGroup* languages_ = nullptr;
};

}  // namespace surfio
