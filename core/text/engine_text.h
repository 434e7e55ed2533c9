#pragma once

#include "core/engine/job_result.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace surfio {

// An engine message in the language Surfio speaks. The engine writes its
// messages in English from the templates of core/engine/message_text.h;
// this finds the template a text was made from (where several match, the one
// whose wording, with that of templates found in its arguments, covers most of
// the text), translates it (context "Engine") and puts the arguments back,
// each translated too when it is an engine message itself (a nested reason,
// "1536 bytes"). Text made from no template, such as a message of another
// Surfio version, comes back as it is.
QString engineText(const std::string& english);

// "file", "directory", "block device", translated, for sentences that name
// a target's kind (result files keep targetKindName's English).
QString targetKindText(TargetKind kind);

// What ran, as a person reads it: the ring's flags, what was registered, the
// pages behind the buffers, the submission batch and the completions a wait
// asks for; translated, in the order the terminal and the point detail show.
QStringList engineFeatures(const EngineInfo& engine);

// Which template an English engine message was made from, and its arguments
// (%1 first), untranslated.
struct EngineMessage {
    const char* templ = nullptr;
    QStringList args;
};
std::optional<EngineMessage> parseEngineMessage(const QString& english);

}  // namespace surfio
