<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <source>(%n point(s) below both)</source>
        <translation>
            <numerusform>(%n point below both)</numerusform>
            <numerusform>(%n points below both)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 · %n job(s)</source>
        <translation>
            <numerusform>%1 · %2 · %3 · %n job</numerusform>
            <numerusform>%1 · %2 · %3 · %n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>grows with the targets, %1 each: no host limit reached up to %2 at %n target(s)</source>
        <translation>
            <numerusform>grows with the targets, %1 each: no host limit reached up to %2 at %n target</numerusform>
            <numerusform>grows with the targets, %1 each: no host limit reached up to %2 at %n targets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the host&apos;s limit is %1, reached at %n target(s) (%2 per target below it)</source>
        <translation>
            <numerusform>the host&apos;s limit is %1, reached at %n target (%2 per target below it)</numerusform>
            <numerusform>the host&apos;s limit is %1, reached at %n targets (%2 per target below it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stalls with no I/O completed, %1 in all, the longest %2 from %3</source>
        <translation>
            <numerusform>%n stall with no I/O completed, %1 in all, the longest %2 from %3</numerusform>
            <numerusform>%n stalls with no I/O completed, %1 in all, the longest %2 from %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shared limit of %1, already at %n target(s): more targets add nothing (the host, or a device they all sit on)</source>
        <translation>
            <numerusform>a shared limit of %1, already at %n target: more targets add nothing (the host, or a device they all sit on)</numerusform>
            <numerusform>a shared limit of %1, already at %n targets: more targets add nothing (the host, or a device they all sit on)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>falls as targets are added: %1 at %n target(s), %2 at %3</source>
        <translation>
            <numerusform>falls as targets are added: %1 at %n target, %2 at %3</numerusform>
            <numerusform>falls as targets are added: %1 at %n targets, %2 at %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message numerus="yes">
        <source>Failed --fail-below=%1: %n point(s) below %1 × A&apos;s speed, without a value or missing (%2):</source>
        <translation>
            <numerusform>Failed --fail-below=%1: %n point below %1 × A&apos;s speed, without a value or missing (%2):</numerusform>
            <numerusform>Failed --fail-below=%1: %n points below %1 × A&apos;s speed, without a value or missing (%2):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareText</name>
    <message numerus="yes">
        <source>Comparing %1 at %n matched point(s), matched on %2</source>
        <translation>
            <numerusform>Comparing %1 at %n matched point, matched on %2</numerusform>
            <numerusform>Comparing %1 at %n matched points, matched on %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) against A: %3× in %4 (geometric mean over %n point(s), %5× to %6×)</source>
        <translation>
            <numerusform>%1 (%2) against A: %3× in %4 (geometric mean over %n point, %5× to %6×)</numerusform>
            <numerusform>%1 (%2) against A: %3× in %4 (geometric mean over %n points, %5× to %6×)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched point(s)</source>
        <translation>
            <numerusform>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched point</numerusform>
            <numerusform>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineFeatures</name>
    <message numerus="yes">
        <source>up to %n I/O(s) per submission</source>
        <translation>
            <numerusform>up to %n I/O per submission</numerusform>
            <numerusform>up to %n I/Os per submission</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waits for %n completion(s)</source>
        <translation>
            <numerusform>waits for %n completion</numerusform>
            <numerusform>waits for %n completions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message numerus="yes">
        <source>%n finished run(s) are missing from the journal %1</source>
        <translation>
            <numerusform>%n finished run is missing from the journal %1</numerusform>
            <numerusform>%n finished runs are missing from the journal %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PresetsCommand</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s))</source>
        <translation>
            <numerusform>(%n point)</numerusform>
            <numerusform>(%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a round</source>
        <translation>
            <numerusform>%n point a round</numerusform>
            <numerusform>%n points a round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message numerus="yes">
        <source>Steady state reached after %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>Steady state reached after %n round; figures are the means of rounds %1 to %2
</numerusform>
            <numerusform>Steady state reached after %n rounds; figures are the means of rounds %1 to %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state not reached in %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>Steady state not reached in %n round; figures are the means of rounds %1 to %2
</numerusform>
            <numerusform>Steady state not reached in %n rounds; figures are the means of rounds %1 to %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %n time(s) in a row; the summary gives the means and spread
</source>
        <translation>
            <numerusform>Each point runs %n time in a row; the summary gives the means and spread
</numerusform>
            <numerusform>Each point runs %n times in a row; the summary gives the means and spread
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state not judged: the run ended after %n round(s), before a window of %1; figures are the means of every round
</source>
        <translation>
            <numerusform>Steady state not judged: the run ended after %n round, before a window of %1; figures are the means of every round
</numerusform>
            <numerusform>Steady state not judged: the run ended after %n rounds, before a window of %1; figures are the means of every round
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(on %n target(s))</source>
        <translation>
            <numerusform>(on %n target)</numerusform>
            <numerusform>(on %n targets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message numerus="yes">
        <source>surfio run: the run failed: %1 (%n finished point(s) written)</source>
        <translation>
            <numerusform>surfio run: the run failed: %1 (%n finished point written)</numerusform>
            <numerusform>surfio run: the run failed: %1 (%n finished points written)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio resume: %n run(s) already finished; writing to %1</source>
        <translation>
            <numerusform>surfio resume: %n run already finished; writing to %1</numerusform>
            <numerusform>surfio resume: %n runs already finished; writing to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the %n finished run(s) are kept in %1</source>
        <translation>
            <numerusform>surfio run: the %n finished run is kept in %1</numerusform>
            <numerusform>surfio run: the %n finished runs are kept in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped by a signal; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: stopped by a signal; what it measured until then is written: %n point</numerusform>
            <numerusform>surfio run: stopped by a signal; what it measured until then is written: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: stopped; what it measured until then is written: %n point</numerusform>
            <numerusform>surfio run: stopped; what it measured until then is written: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SurfaceSketch</name>
    <message numerus="yes">
        <source>%1 is %2× A in %3 (geometric mean over %n point(s))</source>
        <translation>
            <numerusform>%1 is %2× A in %3 (geometric mean over %n point)</numerusform>
            <numerusform>%1 is %2× A in %3 (geometric mean over %n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UDisksOpener</name>
    <message numerus="yes">
        <source>nobody answered polkit&apos;s password prompt to open %1 within %n minute(s)</source>
        <translation>
            <numerusform>nobody answered polkit&apos;s password prompt to open %1 within %n minute</numerusform>
            <numerusform>nobody answered polkit&apos;s password prompt to open %1 within %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyText</name>
    <message numerus="yes">
        <source>%L1 read(s) checked, %L2 skipped</source>
        <extracomment>--verify=crc32c: %1 reads had every 512-byte sector checked; %2 were not checked because a write of the same job to the same part of the region was in flight. The plural form follows %1.</extracomment>
        <translation>
            <numerusform>%L1 read checked, %L2 skipped</numerusform>
            <numerusform>%L1 reads checked, %L2 skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verify checked none of its %L1 read(s): each one ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</source>
        <extracomment>--verify=crc32c found no read it could check; %1 the number of reads</extracomment>
        <translation>
            <numerusform>Verify checked none of its %L1 read: it ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</numerusform>
            <numerusform>Verify checked none of its %L1 reads: each one ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::ComparisonModel</name>
    <message numerus="yes">
        <source>Not compared: %1 has %n point(s) at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</source>
        <translation>
            <numerusform>Not compared: %1 has %n point at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</numerusform>
            <numerusform>Not compared: %1 has %n points at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::ConvergenceView</name>
    <message numerus="yes">
        <source>Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.</source>
        <translation>
            <numerusform>Steady state is on: the chart fills in as each round finishes, for at most %Ln round.</numerusform>
            <numerusform>Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Round %1 of at most %2 · steady state not reached after %Ln round</numerusform>
            <numerusform>Round %1 of at most %2 · steady state not reached after %Ln rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · not yet steady: the check needs %Ln rounds</source>
        <translation>
            <numerusform>Round %1 of at most %2 · not yet steady: the check needs %Ln round</numerusform>
            <numerusform>Round %1 of at most %2 · not yet steady: the check needs %Ln rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln round</numerusform>
            <numerusform>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::DemoView</name>
    <message numerus="yes">
        <source>%1 · %Ln point(s) of %2 each</source>
        <translation>
            <numerusform>%1 · %Ln point of %2</numerusform>
            <numerusform>%1 · %Ln points of %2 each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::MainWindow</name>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept</source>
        <translation>
            <numerusform>Stopped: %n point kept</numerusform>
            <numerusform>Stopped: %n points kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s)</source>
        <translation>
            <numerusform>Finished: %n point</numerusform>
            <numerusform>Finished: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n point(s)</source>
        <translation>
            <numerusform>Opened %1: %n point</numerusform>
            <numerusform>Opened %1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run started: %n run(s) to go on %1</source>
        <translation>
            <numerusform>Run started: %n run to go on %1</numerusform>
            <numerusform>Run started: %n runs to go on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resuming %1: %n run(s) already finished</source>
        <translation>
            <numerusform>Resuming %1: %n run already finished</numerusform>
            <numerusform>Resuming %1: %n runs already finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted run(s) in %1: Run → Resume interrupted run finishes them</source>
        <translation>
            <numerusform>%n interrupted run in %1: Run → Resume interrupted run finishes them</numerusform>
            <numerusform>%n interrupted runs in %1: Run → Resume interrupted run finishes them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept from %1 runs</source>
        <translation>
            <numerusform>Stopped: %n point kept from %1 runs</numerusform>
            <numerusform>Stopped: %n points kept from %1 runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s) from %1 runs</source>
        <translation>
            <numerusform>Finished: %n point from %1 runs</numerusform>
            <numerusform>Finished: %n points from %1 runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 as the matrix: %n point(s)</source>
        <translation>
            <numerusform>Imported %1 as the matrix: %n point</numerusform>
            <numerusform>Imported %1 as the matrix: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>Imported %1: %n option not used by Surfio&apos;s engine, listed in the Log tab</numerusform>
            <numerusform>Imported %1: %n options not used by Surfio&apos;s engine, listed in the Log tab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line as the matrix: %n point(s)</source>
        <translation>
            <numerusform>Imported the fio command line as the matrix: %n point</numerusform>
            <numerusform>Imported the fio command line as the matrix: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>Imported the fio command line: %n option not used by Surfio&apos;s engine, listed in the Log tab</numerusform>
            <numerusform>Imported the fio command line: %n options not used by Surfio&apos;s engine, listed in the Log tab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. Press Start.</source>
        <translation>
            <numerusform>First run: the quick matrix, %n point in about %1, on a scratch file in %2. Press Start.</numerusform>
            <numerusform>First run: the quick matrix, %n points in about %1, on a scratch file in %2. Press Start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1: %n point(s) on %2</source>
        <translation>
            <numerusform>Showing %1: %n point on %2</numerusform>
            <numerusform>Showing %1: %n points on %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare: %1 is A now; the %n compared run(s) are matched against it again</source>
        <translation>
            <numerusform>Compare: %1 is A now; the %n compared run is matched against it again</numerusform>
            <numerusform>Compare: %1 is A now; the %n compared runs are matched against it again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1: how its I/O split over its %n target(s) is not known (fio reports the jobs of a host together).</source>
        <translation>
            <numerusform>Point %1: how its I/O split over its %n target is not known (fio reports the jobs of a host together).</numerusform>
            <numerusform>Point %1: how its I/O split over its %n targets is not known (fio reports the jobs of a host together).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1 on its %n target(s): %2 IOPS in all, each target&apos;s own figures (its last run)</source>
        <translation>
            <numerusform>Point %1 on its %n target: %2 IOPS in all, each target&apos;s own figures (its last run)</numerusform>
            <numerusform>Point %1 on its %n targets: %2 IOPS in all, each target&apos;s own figures (its last run)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::MatrixEditor</name>
    <message numerus="yes">
        <source>%Ln point(s) · under a second</source>
        <translation>
            <numerusform>%Ln point · under a second</numerusform>
            <numerusform>%Ln points · under a second</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · about %1</source>
        <translation>
            <numerusform>%Ln point · about %1</numerusform>
            <numerusform>%Ln points · about %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state needs %n round(s) before it can judge: raise the maximum rounds</source>
        <translation>
            <numerusform>Steady state needs %n round before it can judge: raise the maximum rounds</numerusform>
            <numerusform>Steady state needs %n rounds before it can judge: raise the maximum rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln point per round</numerusform>
            <numerusform>%Ln points per round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %Ln time(s) in a row</source>
        <translation>
            <numerusform>Each point runs %Ln time in a row</numerusform>
            <numerusform>Each point runs %Ln times in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln round(s), until steady state</source>
        <translation>
            <numerusform>Up to %Ln round, until steady state</numerusform>
            <numerusform>Up to %Ln rounds, until steady state</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round · at most about %1</source>
        <translation>
            <numerusform>%Ln point per round · at most about %1</numerusform>
            <numerusform>%Ln points per round · at most about %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PointBands</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PointDetail</name>
    <message numerus="yes">
        <source>%n run(s) counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</source>
        <translation>
            <numerusform>%n run counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</numerusform>
            <numerusform>%n runs counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Depth asked: %1 in flight per job × %n job(s); the targets&apos; own devices had %2 in flight on average.</source>
        <translation>
            <numerusform>Depth asked: %1 in flight per job × %n job; the targets&apos; own devices had %2 in flight on average.</numerusform>
            <numerusform>Depth asked: %1 in flight per job × %n jobs; the targets&apos; own devices had %2 in flight on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1: %2 · %3 · %4% read · QD %5 × %n job(s)</source>
        <translation>
            <numerusform>Point %1: %2 · %3 · %4% read · QD %5 × %n job</numerusform>
            <numerusform>Point %1: %2 · %3 · %4% read · QD %5 × %n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On its %n target(s)</source>
        <translation>
            <numerusform>On its %n target</numerusform>
            <numerusform>On its %n targets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PointsChart</name>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PresetPicker</name>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln point per round</numerusform>
            <numerusform>%Ln points per round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The name is longer than %n character(s): shorten it</source>
        <translation>
            <numerusform>The name is longer than %n character: shorten it</numerusform>
            <numerusform>The name is longer than %n characters: shorten it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::Provenance</name>
    <message numerus="yes">
        <source>%1, %n trial(s)</source>
        <translation>
            <numerusform>%1, %n trial</numerusform>
            <numerusform>%1, %n trials</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · QD %2 × %n job(s)</source>
        <translation>
            <numerusform>%1 · QD %2 × %n job</numerusform>
            <numerusform>%1 · QD %2 × %n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n target(s)</source>
        <translation>
            <numerusform> · %n target</numerusform>
            <numerusform> · %n targets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::Report</name>
    <message numerus="yes">
        <source>%1 measured %n point(s) of %2 planned on %3.</source>
        <translation>
            <numerusform>%1 measured %n point of %2 planned on %3.</numerusform>
            <numerusform>%1 measured %n points of %2 planned on %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) alone in their slice (one pattern, depth and job count) have no chart: the table has their figures.</source>
        <translation>
            <numerusform>%n point alone in its slice (one pattern, depth and job count) has no chart: the table has its figures.</numerusform>
            <numerusform>%n points alone in their slice (one pattern, depth and job count) have no chart: the table has their figures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) that the keys leave alike within one run were not compared: match on more keys to tell them apart.</source>
        <translation>
            <numerusform>%n point that the keys leave alike within one run was not compared: match on more keys to tell it apart.</numerusform>
            <numerusform>%n points that the keys leave alike within one run were not compared: match on more keys to tell them apart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n core(s)</source>
        <translation>
            <numerusform>%1, %n core</numerusform>
            <numerusform>%1, %n cores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::ResultsModel</name>
    <message numerus="yes">
        <source>Unstable (CV &gt; %1 %): the IOPS of its %n run(s) vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</source>
        <translation>
            <numerusform>Unstable (CV &gt; %1 %): the IOPS of its %n run vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</numerusform>
            <numerusform>Unstable (CV &gt; %1 %): the IOPS of its %n runs vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceView</name>
    <message numerus="yes">
        <source>%1 of %Ln point(s)</source>
        <translation>
            <numerusform>%1 of %Ln point</numerusform>
            <numerusform>%1 of %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; the surface shows the rows and columns measured so far.</numerusform>
            <numerusform>%1 of %Ln points measured; the surface shows the rows and columns measured so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; the surface appears once measured points form a 2 × 2 grid.</numerusform>
            <numerusform>%1 of %Ln points measured; the surface appears once measured points form a 2 × 2 grid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 of %Ln point. No OpenGL here, so the surface is shown as a table.</numerusform>
            <numerusform>%1 of %Ln points. No OpenGL here, so the surface is shown as a table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</numerusform>
            <numerusform>%1 of %Ln points measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the chart shows those.</source>
        <translation>
            <numerusform>%1 of %Ln point measured; the chart shows those.</numerusform>
            <numerusform>%1 of %Ln points measured; the chart shows those.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1: %2, %3 % read: %4 (mean of %Ln run(s))</source>
        <translation>
            <numerusform>#%1: %2, %3 % read: %4 (mean of %Ln run)</numerusform>
            <numerusform>#%1: %2, %3 % read: %4 (mean of %Ln runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more mix(es): hover here for every one</source>
        <translation>
            <numerusform>… and %n more mix: hover here for every one</numerusform>
            <numerusform>… and %n more mixes: hover here for every one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The promise is one volume&apos;s: this slice ran on %n target(s) together.</source>
        <translation>
            <numerusform>The promise is one volume&apos;s: this slice ran on %n target together.</numerusform>
            <numerusform>The promise is one volume&apos;s: this slice ran on %n targets together.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more verdict(s) against the promise: hover here for every one</source>
        <translation>
            <numerusform>… and %n more verdict against the promise: hover here for every one</numerusform>
            <numerusform>… and %n more verdicts against the promise: hover here for every one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s).</source>
        <translation>
            <numerusform>%1 of %Ln point.</numerusform>
            <numerusform>%1 of %Ln points.</numerusform>
        </translation>
    </message>
</context>
</TS>
