#pragma once

#include <QString>

#include <memory>

namespace surfio {

// A process's claim on a run's journal for as long as it runs or resumes it
// (flock on the journal): a second process is told which one holds it
// instead of writing into it, and the kernel drops the claim of a process
// that dies, so a killed run can be resumed at once. Shared by the copies
// of the request it belongs to; released when the last goes.
class JournalLock {
public:
    ~JournalLock();
    JournalLock(const JournalLock&) = delete;
    JournalLock& operator=(const JournalLock&) = delete;

    // A new run's journal: created empty and claimed (or one left empty by
    // a run killed before its first line, taken over). Null with error set
    // when one is there already, interrupted (inTheWay set) or in use.
    static std::shared_ptr<const JournalLock> claimNew(const QString& path, bool& inTheWay, QString& error);
    // An interrupted run's journal, for a resume: null with error set when
    // it is missing or another process holds it.
    static std::shared_ptr<const JournalLock> claimExisting(const QString& path, QString& error);

    // The process that holds a claim on path, from /proc/locks; 0 for none.
    static qint64 holder(const QString& path);

private:
    explicit JournalLock(int fd)
        : fd_(fd)
    {
    }
    static std::shared_ptr<const JournalLock> lockOpened(int fd, const QString& path, QString& error);
    static std::shared_ptr<const JournalLock> adoptEmpty(const QString& path, bool& inTheWay, QString& error);
    int fd_;
};

}  // namespace surfio
