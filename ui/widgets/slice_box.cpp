#include "ui/widgets/slice_box.h"

#include "core/result/provenance.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>

namespace surfio {

void fillSliceBox(QComboBox* box, QLabel* label, const SurfaceGrid& grid)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    box->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    {
        const QSignalBlocker blocker(box);
        box->clear();
        for (const SurfaceGrid::Slice& slice : grid.slices())
            box->addItem(Provenance::slice(slice.spec()));
        box->setCurrentIndex(0);
    }
    const bool several = grid.slices().size() > 1;
    label->setVisible(several);
    box->setVisible(several);
}

}  // namespace surfio
