#pragma once

#include <QList>
#include <QString>

class QCoreApplication;

namespace surfio {

// A language Surfio ships: its code ("fr") and its own name ("Français").
struct Language {
    QString code;
    QString nativeName;
};

// English first, then the languages of the seed documents.
QList<Language> shippedLanguages();

// The language Surfio speaks: SURFIO_LANGUAGE when set (for tests and
// screenshots), else the one chosen in the settings, else the system's when
// Surfio ships it, else English. Always one of shippedLanguages()' codes.
QString chosenLanguage();

// What the settings hold: a code, or empty for the system's language.
QString languageSetting();
void setLanguageSetting(const QString& code);

// Installs Surfio's translation and Qt's own (standard dialogs, where Qt has
// one) for chosenLanguage(), and makes it QLocale's default, so numbers use
// its decimal separator. English installs only its plural forms. Calling it
// again replaces what the last call installed.
void installTranslations(QCoreApplication& app);

}  // namespace surfio
