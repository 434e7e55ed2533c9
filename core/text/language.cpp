#include "core/text/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <algorithm>
#include <utility>

namespace surfio {

namespace {

const QString kSettingKey = QStringLiteral("language");

bool ships(const QString& code)
{
    const QList<Language> all = shippedLanguages();
    return std::any_of(all.begin(), all.end(), [&](const Language& l) { return l.code == code; });
}

// Those installTranslations() put in, so that another call replaces them.
QList<QTranslator*>& installed()
{
    static QList<QTranslator*> translators;
    return translators;
}

void install(QCoreApplication& app, const QString& name, const QString& directory)
{
    auto* translator = new QTranslator(&app);
    if (translator->load(name, directory)) {
        QCoreApplication::installTranslator(translator);
        installed().append(translator);
    } else {
        delete translator;  // Qt has none for this language (Vietnamese): its dialogs stay English
    }
}

}  // namespace

QList<Language> shippedLanguages()
{
    // Each in its own words, so a person finds theirs whatever Surfio speaks now.
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("fr"), QStringLiteral("Français")},
            {QStringLiteral("vi"), QStringLiteral("Tiếng Việt")},
            {QStringLiteral("ja"), QStringLiteral("日本語")},
            {QStringLiteral("it"), QStringLiteral("Italiano")}};
}

QString languageSetting()
{
    return QSettings().value(kSettingKey).toString();
}

void setLanguageSetting(const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kSettingKey);
    else
        settings.setValue(kSettingKey, code);
}

QString chosenLanguage()
{
    QString forced = qEnvironmentVariable("SURFIO_LANGUAGE");
    if (ships(forced))
        return forced;
    QString chosen = languageSetting();
    if (ships(chosen))
        return chosen;
    for (const QString& ui : QLocale::system().uiLanguages()) {
        QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (ships(code))
            return code;
    }
    return QStringLiteral("en");
}

void installTranslations(QCoreApplication& app)
{
    for (QTranslator* old : std::exchange(installed(), {})) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    const QString code = chosenLanguage();
    // The language's own conventions (decimal comma in French and Italian), with
    // the system's country where it speaks the same language.
    const QLocale system = QLocale::system();
    QLocale::setDefault(system.name().startsWith(code) ? system : QLocale(code));
    install(app, QStringLiteral("surfio_%1").arg(code), QStringLiteral(":/i18n"));
    if (code != QLatin1String("en"))
        install(app, QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

}  // namespace surfio
