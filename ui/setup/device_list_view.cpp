#include "ui/setup/device_list_view.h"

#include <QHeaderView>

#include <algorithm>

namespace surfio {

namespace {

constexpr int kMostRowsShown = 5;

}  // namespace

DeviceListView::DeviceListView(QWidget* parent)
    : QTreeView(parent)
{
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);  // the hint follows the devices listed
}

QSize DeviceListView::viewportSizeHint() const
{
    const int rows = model() ? std::clamp(model()->rowCount(), 1, kMostRowsShown) : 1;
    const int rowHeight = std::max(sizeHintForRow(0), fontMetrics().height());  // a line of text before any row
    const int headerHeight = header()->isHidden() ? 0 : header()->sizeHint().height();
    return {QTreeView::viewportSizeHint().width(), headerHeight + rows * rowHeight};
}

}  // namespace surfio
