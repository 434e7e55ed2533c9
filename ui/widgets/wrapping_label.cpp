#include "ui/widgets/wrapping_label.h"

#include <QEvent>
#include <QFontMetrics>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace surfio {

namespace {

// A word too wide for a line, in pieces that each fit one.
QString brokenAnywhere(const QString& word, const QFontMetrics& metrics, int width)
{
    QString broken;
    QString line;
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, word);
    qsizetype start = 0;
    for (qsizetype end = graphemes.toNextBoundary(); end != -1; end = graphemes.toNextBoundary()) {
        const QString grapheme = word.sliced(start, end - start);
        if (!line.isEmpty() && metrics.horizontalAdvance(line + grapheme) > width) {
            broken += line + QChar(QChar::LineSeparator);
            line.clear();
        }
        line += grapheme;
        start = end;
    }
    return broken + line;
}

// text with a forced break wherever a word is wider than width; the words
// that fit are left for the label's own wrapping.
QString fitted(const QString& text, const QFontMetrics& metrics, int width)
{
    QString shown;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    for (qsizetype end = breaks.toNextBoundary(); end != -1; end = breaks.toNextBoundary()) {
        const QString word = text.sliced(start, end - start);
        shown += metrics.horizontalAdvance(word.trimmed()) <= width ? word : brokenAnywhere(word, metrics, width);
        start = end;
    }
    return shown;
}

}  // namespace

WrappingLabel::WrappingLabel(const QString& text, QWidget* parent)
    : QLabel(text, parent)
    , text_(text)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QSize WrappingLabel::minimumSizeHint() const
{
    // Any word can be broken, so a line need not hold more than a few characters.
    QSize size = QLabel::minimumSizeHint();
    size.setWidth(std::min(size.width(), 8 * fontMetrics().averageCharWidth()));
    return size;
}

void WrappingLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    fit();
}

void WrappingLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fit();
}

void WrappingLabel::fit()
{
    const int width = contentsRect().width();
    const QString shown = width > 0 ? fitted(text_, fontMetrics(), width) : text_;
    if (shown != text())
        setText(shown);  // a new height for this width: the layout asks again
}

}  // namespace surfio
