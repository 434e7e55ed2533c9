#include "ui/window/surface_guide.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace surfio {

SurfaceGuide::SurfaceGuide(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("How to read the surface"));
    auto* text = new QTextBrowser;
    text->setHtml(html());
    text->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(620, 560);
}

QString SurfaceGuide::html()
{
    return tr("<h3>The surface</h3>"
              "<p>Each point of the matrix is one spot on the surface. Across: the <b>block size</b>, on a "
              "logarithmic scale (4 KiB, 8 KiB, 16 KiB … each step doubles). Into the picture: the <b>read "
              "share</b>, from 0 % (all writes) to 100 % (all reads). Up: the <b>metric</b> chosen above the "
              "surface. A split of block sizes (bssplit) gets a column of its own, named on the axis.</p>"
              "<h3>The metrics</h3>"
              "<p><b>IOPS</b>: I/Os completed per second, reads and writes together. <b>MB/s</b>: bytes per "
              "second; large blocks give few IOPS but many MB/s. <b>Mean latency</b> and <b>p99 latency</b>: "
              "the time from just before an I/O is submitted until its completion is reaped, over every I/O of "
              "the point; p99 is the time 99 % of the I/Os stay under.</p>"
              "<h3>Colours and slices</h3>"
              "<p>The colour follows the height, from zero to the top of the scale; the colour scale beside the "
              "surface gives the metric, its unit and its values. A matrix with "
              "several patterns, queue depths or job counts has one surface each: choose it with the slice "
              "selector. Without OpenGL the surface is a heat map: rows are read %, columns block sizes.</p>"
              "<h3>Several runs of a point</h3>"
              "<p>With trials or steady-state rounds, a point's height is the mean of its runs; the Results tab "
              "gives the spread (standard deviation and CV) and marks a point whose CV is over 10 % as "
              "unstable. With fio hosts, the surface shows the sum of the hosts or one host's share.</p>"
              "<h3>How it was measured</h3>"
              "<p>Direct I/O by default, on a region laid out with incompressible data before any read; the "
              "Results tab and each point's details say which engine ran (io_uring and its ring flags, psync, "
              "or fio and its version), on which target and kernel. Click a point to read its figures below the "
              "surface; double-click it for its details: time series and latency histogram.</p>"
              "<h3>One point, one line</h3>"
              "<p>A matrix with one block size and one read mix is a single point: the surface says so and "
              "gives its figures. With only one of the two varying, the surface is a line chart.</p>")
           // A section of its own, so the translations of the rest stay whole.
           + tr("<h3>Limits</h3>"
                "<p>A read mix measured at three block sizes or more is read for the volume's two limits, as a "
                "capped cloud volume has them: an IOPS limit I and a bandwidth limit B, so IOPS(bs) = "
                "min(I, B / bs). The line under the surface says, for each mix, what the points reached and from "
                "which block size (the crossover, B / I) bandwidth rather than IOPS holds them back. <b>Limits "
                "roof</b> draws that roof as a red net over the surface (as a dashed line on a chart): points "
                "under it were held back by neither limit, but by latency or queue depth. For latency, a red "
                "wall marks the crossover instead. The Results tab says per point what bound it.</p>")
           + tr("<h3>What was promised</h3>"
                "<p>When the run was told what the volume is (<b>This volume is…</b> in Setup, or "
                "<code>--volume</code>), <b>Promised roof</b> draws what the provider promises for it: a dark net "
                "over the surface (a dash-dotted line on a chart), at the promised IOPS up to the block size where "
                "the promised bandwidth takes over, with larger I/Os counted in the provider's unit. Where the "
                "fitted roof sits under it, the volume gives less than was paid for; the lines under the surface "
                "and the Results tab say met, below, above or not reached for each limit.</p>");
}

}  // namespace surfio
