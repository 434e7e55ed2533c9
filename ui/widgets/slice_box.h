#pragma once

#include "core/plot/surface_grid.h"

class QComboBox;
class QLabel;

namespace surfio {

// A slice selector's entries (the Surface and 2D tabs): each slice of the
// grid by its name (Provenance::slice), the first chosen, the selector and
// its label shown only when there are several. Emits no index change. A
// slice's name is long: the selector takes the room its row leaves and no
// more (at least 12 characters), whenever it was first shown, so the tab
// fits a laptop beside Setup.
void fillSliceBox(QComboBox* box, QLabel* label, const SurfaceGrid& grid);

}  // namespace surfio
