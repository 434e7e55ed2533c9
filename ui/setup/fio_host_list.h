#pragma once

#include <QStringList>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QToolButton;

namespace surfio {

// The hosts fio runs the points on in its client/server mode ("host",
// "host:port", "[v6addr]:port"), added, edited in place and removed; none:
// fio runs on this machine. A hint says what each host needs and that the
// targets are then paths on the hosts.
class FioHostList : public QWidget {
    Q_OBJECT
public:
    explicit FioHostList(QWidget* parent = nullptr);

    QStringList hosts() const;
    void setHosts(const QStringList& hosts);
    QString firstProblem() const;  // a host that fio cannot be given; empty when all are fine
    void setReadOnly(bool readOnly);

    // Why fio cannot be given this host; empty when it can.
    static QString hostProblem(const QString& host);

Q_SIGNALS:
    void changed();

private:
    void addHost();
    void removeHost();
    void onEdited();
    void markProblems();
    void updateButtons();

    QListWidget* list_ = nullptr;
    QLineEdit* add_ = nullptr;
    QToolButton* addButton_ = nullptr;
    QToolButton* removeButton_ = nullptr;
    bool readOnly_ = false;
    bool filling_ = false;
};

}  // namespace surfio
