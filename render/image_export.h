#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QImage;
class QPainter;

namespace surfio {

// Whether a path names a format the chart exports write: .png or .svg.
bool isImageExportPath(const QString& path);

// An image to a PNG at path, as every file a person names is written
// (core/text/output_file.h); false with error set.
bool saveImage(const QString& path, const QImage& image, QString& error);

// Paints a view into a PNG (at the screen's pixel ratio, on white) or an SVG
// (in CSS pixels, so browsers show it at its size on screen), chosen by the
// path's suffix. False when the suffix is neither or the file cannot be written.
bool exportPainting(const QString& path, const QSize& size, qreal pixelRatio, const QString& title,
                    const std::function<void(QPainter&)>& paint);

}  // namespace surfio
