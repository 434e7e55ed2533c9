#include "core/access/device_access.h"

#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace surfio {

bool needsUDisks(const QString& path, bool write)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat st {};
    if (stat(name.constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return false;
    // The effective IDs, as open(2) checks them: a root process opens itself.
    return faccessat(AT_FDCWD, name.constData(), R_OK | (write ? W_OK : 0), AT_EACCESS) != 0
           && (errno == EACCES || errno == EPERM);
}

DevicesToOpen devicesToOpen(const Matrix& matrix)
{
    DevicesToOpen open;
    if (!matrix.hosts.empty())
        return open;  // fio's hosts open their own targets
    open.write = matrix.writes();
    open.direct = matrix.base.direct;
    for (const std::string& t : matrix.base.targets) {
        const QString path = QString::fromStdString(t);
        if (needsUDisks(path, open.write) && !open.paths.contains(path))
            open.paths.append(path);
    }
    if (!open.paths.isEmpty() && matrix.base.engine == EngineChoice::Fio)
        open.problem = DevicesToOpen::tr(
                           "fio opens %1 itself, and this user may not: run Surfio's own engine (io_uring), for which "
                           "UDisks2 can open it, or run as a member of the group that owns it")
                           .arg(open.paths.join(QStringLiteral(", ")));
    return open;
}

}  // namespace surfio
