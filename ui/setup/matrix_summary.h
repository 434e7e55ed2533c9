#pragma once

#include "core/matrix/matrix.h"
#include "core/matrix/run_costs.h"

#include <QString>

namespace surfio {

// What the matrix editor says under its tabs, in its words (its translation
// context). The points of a matrix and about how long they take by the
// estimate, with what the estimate leaves open; "No points" for none.
QString summaryText(const Matrix& m, const RunEstimate& estimate);
// Which preset a matrix was shrunk from, and what it intends; empty when not shrunk.
QString shrunkText(const Matrix& m);

}  // namespace surfio
