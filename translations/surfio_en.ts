<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>RunCommand</name>
    <message numerus="yes">
        <location filename="../core/run_command.cpp" line="190"/>
        <source>surfio run: the run failed: %1 (%n finished point(s) written)</source>
        <translation>
            <numerusform>surfio run: the run failed: %1 (%n finished point written)</numerusform>
            <numerusform>surfio run: the run failed: %1 (%n finished points written)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/main_window.cpp" line="309"/>
        <source>Run started: %n point(s) on %1</source>
        <translation>
            <numerusform>Run started: %n point on %1</numerusform>
            <numerusform>Run started: %n points on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window.cpp" line="380"/>
        <source>Stopped: %n point(s) kept</source>
        <translation>
            <numerusform>Stopped: %n point kept</numerusform>
            <numerusform>Stopped: %n points kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window.cpp" line="384"/>
        <source>Finished: %n point(s)</source>
        <translation>
            <numerusform>Finished: %n point</numerusform>
            <numerusform>Finished: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/main_window.cpp" line="458"/>
        <source>Opened %1: %n point(s)</source>
        <translation>
            <numerusform>Opened %1: %n point</numerusform>
            <numerusform>Opened %1: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::MatrixEditor</name>
    <message numerus="yes">
        <location filename="../ui/matrix_editor.cpp" line="570"/>
        <source>%Ln point(s) · under a second</source>
        <translation>
            <numerusform>%Ln point · under a second</numerusform>
            <numerusform>%Ln points · under a second</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/matrix_editor.cpp" line="572"/>
        <source>%Ln point(s) · about %1</source>
        <translation>
            <numerusform>%Ln point · about %1</numerusform>
            <numerusform>%Ln points · about %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceView</name>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="578"/>
        <location filename="../ui/surface_view.cpp" line="596"/>
        <source>%1 of %Ln point(s)</source>
        <translation>
            <numerusform>%1 of %Ln point</numerusform>
            <numerusform>%1 of %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="580"/>
        <source>%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; the surface shows the rows and columns measured so far.</numerusform>
            <numerusform>%1 of %Ln points measured; the surface shows the rows and columns measured so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="583"/>
        <source>%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; the surface appears once measured points form a 2 × 2 grid.</numerusform>
            <numerusform>%1 of %Ln points measured; the surface appears once measured points form a 2 × 2 grid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="588"/>
        <source>%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 of %Ln point. No OpenGL here, so the surface is shown as a table.</numerusform>
            <numerusform>%1 of %Ln points. No OpenGL here, so the surface is shown as a table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="591"/>
        <source>%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</numerusform>
            <numerusform>%1 of %Ln points measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="598"/>
        <source>%1 of %Ln point(s) measured; the chart shows those.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; the chart shows those.</numerusform>
            <numerusform>%1 of %Ln points measured; the chart shows those.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/surface_view.cpp" line="737"/>
        <source>%1, QD %2, %n job(s)</source>
        <translation>
            <numerusform>%1, QD %2, %n job</numerusform>
            <numerusform>%1, QD %2, %n jobs</numerusform>
        </translation>
    </message>
</context>
</TS>
