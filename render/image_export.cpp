#include "render/image_export.h"

#include "core/text/output_file.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace surfio {

bool isImageExportPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("png") || suffix == QLatin1String("svg");
}

bool saveImage(const QString& path, const QImage& image, QString& error)
{
    OutputFile file(path);
    if (!file.open(error))
        return false;
    if (!image.save(file.device(), "PNG")) {
        error = QCoreApplication::translate("ImageExport", "%1 cannot be written: the image could not be encoded")
                    .arg(path);
        return false;
    }
    return file.commit(error);
}

bool exportPainting(const QString& path, const QSize& size, qreal pixelRatio, const QString& title,
                    const std::function<void(QPainter&)>& paint)
{
    if (!isImageExportPath(path) || size.isEmpty())
        return false;
    OutputFile file(path);
    QString error;
    if (!file.open(error))
        return false;
    if (QFileInfo(path).suffix().toLower() == QLatin1String("png")) {
        QImage image(size * pixelRatio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(pixelRatio);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter);
        painter.end();
        return image.save(file.device(), "PNG") && file.commit(error);
    }
    QSvgGenerator generator;
    generator.setOutputDevice(file.device());
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(title);
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    paint(painter);
    return painter.end() && file.commit(error);
}

}  // namespace surfio
