#include "ui/setup/fio_availability.h"

namespace surfio {

FioAvailability FioAvailability::probe()
{
    FioAvailability a;
    a.known = true;
    a.found = findFio(a.program, a.error);
    return a;
}

}  // namespace surfio
