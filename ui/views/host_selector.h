#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;

namespace surfio {

// "Host:" and a choice of "All hosts (sum)" or one of the hosts a fio
// client-mode result ran on. Shown only when there are two hosts or more.
class HostSelector : public QWidget {
    Q_OBJECT
public:
    explicit HostSelector(QWidget* parent = nullptr);

    // Keeps the chosen host when it is still among them, else goes back to all.
    void setHosts(const QStringList& hosts);
    QStringList hosts() const { return hosts_; }
    QString host() const;               // empty: all hosts, summed
    void setHost(const QString& host);  // not among the hosts: all hosts

Q_SIGNALS:
    void hostChanged(const QString& host);  // the person's choice, not setHost()'s

private:
    QStringList hosts_;
    QComboBox* box_ = nullptr;
};

}  // namespace surfio
