# Precompiled headers: the standard and Qt headers most files include, parsed
# once per library instead of once per file. Parsing them was about 60 % of a
# file's compile time (2026-12-02: `-fsyntax-only` 6-7 s of a 10-15 s compile
# on this 2-core machine), and CI builds the code three times.
#
# The libraries each get their own. The tests, many small programs, share
# two built from donor targets (REUSE_FROM): one for tests of the core, one
# for tests of the widgets. A compiler refuses a reused header when a macro
# defined as it was made is defined otherwise where it is used, so the
# donors leave out QtTest, which defines QT_TESTCASE_BUILDDIR as each test's
# folder, and QtTest's headers are not in it. GCC only: clang refuses a
# reused header for any macro that differs.

set(SURFIO_PCH_STD <algorithm> <array> <atomic> <chrono> <cmath> <cstdint> <functional> <map> <memory>
  <optional> <set> <span> <string> <utility> <vector>)
set(SURFIO_PCH_QT_CORE ${SURFIO_PCH_STD} <QCoreApplication> <QDir> <QFile> <QFileInfo> <QHash> <QJsonArray>
  <QJsonDocument> <QJsonObject> <QList> <QLocale> <QObject> <QRegularExpression> <QString> <QStringList>
  <QTextStream> <QTimer>)
set(SURFIO_PCH_QT_RENDER ${SURFIO_PCH_QT_CORE} <QChart> <QColor> <QFont> <QFontMetricsF> <QImage> <QLineSeries>
  <QPainter> <QValueAxis>)
set(SURFIO_PCH_QT_UI ${SURFIO_PCH_QT_CORE} <QApplication> <QChart> <QChartView> <QComboBox> <QDialog>
  <QHBoxLayout> <QHeaderView> <QLabel> <QLineSeries> <QPainter> <QPushButton> <QTableView> <QValueAxis>
  <QVBoxLayout> <QWidget>)

# surfio_precompile(<target> STD|QT_CORE|QT_RENDER|QT_UI)
function(surfio_precompile target set)
  target_precompile_headers(${target} PRIVATE ${SURFIO_PCH_${set}})
endfunction()
