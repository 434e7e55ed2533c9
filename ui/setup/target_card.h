#pragma once

#include "core/run/target_facts.h"

#include <QFrame>

class QToolButton;

namespace surfio {

// One chosen target as a person reads it: the path, its facts as label/value
// rows, and what speaks against it (warnings and problems with their icons,
// the reason in full).
class TargetCard : public QFrame {
    Q_OBJECT
public:
    explicit TargetCard(const TargetFacts& facts, QWidget* parent = nullptr);

    QString path() const { return path_; }
    void setRemovable(bool removable);

Q_SIGNALS:
    void removeRequested(const QString& path);

private:
    QString path_;
    QToolButton* remove_ = nullptr;
};

}  // namespace surfio
