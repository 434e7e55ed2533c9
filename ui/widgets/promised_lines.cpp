#include "ui/widgets/promised_lines.h"

#include "core/analysis/analysis_text.h"
#include "core/analysis/promised.h"
#include "ui/widgets/readable_color.h"

#include <QCoreApplication>
#include <QPalette>

#include <algorithm>

namespace surfio {

namespace {

// The Surface's context: these lines were its own before Results shared them.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(surfio::SurfaceView)
};

// Whether another check of the same limit was read from another group.
bool sharesItsLimit(const QList<PromiseCheck>& checks, const PromiseCheck& check)
{
    return std::any_of(checks.begin(), checks.end(),
                       [&](const PromiseCheck& c) { return c.limit == check.limit && c.group != check.group; });
}

}  // namespace

QStringList promisedLines(const Analysis& analysis, const QPalette& palette, int firstGroup)
{
    const Promised& promised = analysis.promised;
    if (promised.empty())
        return {};
    QList<PromiseCheck> checks = promised.checks;
    std::stable_partition(checks.begin(), checks.end(),
                          [firstGroup](const PromiseCheck& c) { return firstGroup >= 0 && c.group == firstGroup; });
    QStringList lines{promiseHeading(promised.promise).toHtmlEscaped()};
    for (const PromiseCheck& c : std::as_const(checks)) {
        QString text = promiseCheckText(c, promised.promise).toHtmlEscaped();
        const QString word = promiseVerdictText(c.verdict).toHtmlEscaped();
        const QColor colour = c.verdict == PromiseVerdict::Met     ? goodTextColor(palette)
                              : c.verdict == PromiseVerdict::Below ? errorTextColor(palette)
                                                                   : QColor();
        if (colour.isValid() && text.startsWith(word))
            text.replace(0, word.size(), QStringLiteral("<b style=\"color:%1\">%2</b>").arg(colour.name(), word));
        const bool named = c.group >= 0 && c.group < analysis.limits.size() && sharesItsLimit(promised.checks, c);
        const QString limit = promiseLimitText(c.limit).toHtmlEscaped();
        lines.append(named ? Text::tr("Promised %1, %2: %3")
                                 .arg(limit, limitsGroupLabel(analysis.limits[c.group]).toHtmlEscaped(), text)
                           : Text::tr("Promised %1: %2").arg(limit, text));
    }
    return lines;
}

}  // namespace surfio
