#pragma once

#include "core/matrix/matrix.h"
#include "core/matrix/run_costs.h"

#include <QString>

namespace surfio {

// What the matrix editor says under its tabs, in its words (its translation
// context). The points of a matrix and about how long they take by the
// estimate, with what the estimate leaves open; "No points" for none.
QString summaryText(const Matrix& m, const RunEstimate& estimate);
// The same in two parts, for a line beside Start: the points and about how
// long they all take ("12 points · about 6 min"), and the rest, empty when
// there is no more to say (trials, rounds, what the estimate leaves open).
QString summaryHeadline(const Matrix& m, const RunEstimate& estimate);
QString summaryDetails(const Matrix& m, const RunEstimate& estimate);
// Which preset a matrix was shrunk from, and what it intends; empty when not shrunk.
QString shrunkText(const Matrix& m);

}  // namespace surfio
