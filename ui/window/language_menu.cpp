#include "ui/window/language_menu.h"

#include "core/text/language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMessageBox>

namespace surfio {

namespace {

// The window's translation context: these messages were the window's before it had pages.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::MainWindow)
};

}  // namespace

LanguageMenu::LanguageMenu(QWidget* window, QWidget* parent)
    : QMenu(Text::tr("&Language"), parent)
    , window_(window)
    , languages_(new QActionGroup(this))
{
    addLanguage({}, Text::tr("The system's language"));
    addSeparator();
    for (const Language& l : shippedLanguages())
        addLanguage(l.code, l.nativeName);
}

void LanguageMenu::addLanguage(const QString& code, const QString& name)
{
    QAction* action = addAction(name);
    action->setCheckable(true);
    action->setChecked(languageSetting() == code);
    languages_->addAction(action);
    connect(action, &QAction::triggered, this, [this, code, name] { choose(code, name); });
}

void LanguageMenu::choose(const QString& code, const QString& name)
{
    setLanguageSetting(code);
    QMessageBox::information(window_, Text::tr("Language"),
                             code.isEmpty() ? Text::tr("Surfio will speak the system's language from its next start.")
                                            : Text::tr("Surfio will speak %1 from its next start.").arg(name));
}

}  // namespace surfio
