// Renders Surfio's SVG icon as a square PNG of one size, for the icon theme
// sizes the package installs: icon_render ICON.svg SIZE OUT.png

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool ok = false;
    const int size = args.value(2).toInt(&ok);
    QSvgRenderer svg(args.value(1));
    if (args.size() != 4 || !ok || size < 8 || !svg.isValid()) {
        QTextStream(stderr) << "usage: icon_render ICON.svg SIZE OUT.png (a valid SVG, SIZE >= 8)\n";
        return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    return image.save(args.value(3)) ? 0 : 1;
}
