#pragma once

#include "core/plot/surface_grid.h"

class QComboBox;
class QLabel;

namespace surfio {

// A slice selector's entries (the Surface and 2D tabs): each slice of the
// grid by its name (Provenance::slice), the first chosen, the selector and
// its label shown only when there are several. Emits no index change.
void fillSliceBox(QComboBox* box, QLabel* label, const SurfaceGrid& grid);

}  // namespace surfio
