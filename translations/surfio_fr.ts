<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % lecture</translation>
    </message>
    <message>
        <source>no IOPS limit reached up to %1 IOPS</source>
        <translation>aucune limite d&apos;IOPS atteinte jusqu&apos;à %1 IOPS</translation>
    </message>
    <message>
        <source>IOPS-limited at %1 below %2</source>
        <translation>limité en IOPS à %1 en dessous de %2</translation>
    </message>
    <message>
        <source>IOPS-limited at %1</source>
        <translation>limité en IOPS à %1</translation>
    </message>
    <message>
        <source>no bandwidth limit reached up to %1</source>
        <translation>aucune limite de bande passante atteinte jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1 from %2</source>
        <translation>limité en bande passante à %1 à partir de %2</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1</source>
        <translation>limité en bande passante à %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>from %1 to %2 IOPS</source>
        <translation>de %1 à %2 IOPS</translation>
    </message>
    <message>
        <source>%1 · %2 · QD %3 × %4</source>
        <translation>%1 · %2 · QD %3 × %4</translation>
    </message>
    <message>
        <source> · rate %1 IOPS</source>
        <translation> · débit %1 IOPS</translation>
    </message>
    <message>
        <source>too few block sizes to read limits from</source>
        <translation>trop peu de tailles de bloc pour en déduire les limites</translation>
    </message>
    <message>
        <source>an I/O above 256 KiB counts as several</source>
        <translation>une E/S de plus de 256 KiB compte pour plusieurs</translation>
    </message>
    <message>
        <source>(fit within %1 %)</source>
        <translation>(ajustement à %1 % près)</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s) below both)</source>
        <translation>
            <numerusform>(%n point sous les deux limites)</numerusform>
            <numerusform>(%n points sous les deux limites)</numerusform>
        </translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>bande passante</translation>
    </message>
    <message>
        <source>neither: latency or queue depth</source>
        <translation>aucune des deux&#xa0;: latence ou profondeur de file</translation>
    </message>
    <message>
        <source>one level throughout</source>
        <translation>un seul niveau du début à la fin</translation>
    </message>
    <message>
        <source>burst at %1 IOPS for %2 (%3), then %4 IOPS sustained</source>
        <translation>rafale à %1 IOPS pendant %2 (%3), puis %4 IOPS soutenues</translation>
    </message>
    <message>
        <source>dropped %1 after %2 written (a write cache filling?)</source>
        <translation>a chuté %1 après %2 écrits (un cache d&apos;écriture qui se remplit&#xa0;?)</translation>
    </message>
    <message>
        <source>decayed %1 over the run</source>
        <translation>a décru %1 au fil de l&apos;exécution</translation>
    </message>
    <message>
        <source>rose %1 after %2</source>
        <translation>est monté %1 après %2</translation>
    </message>
    <message>
        <source>trial 1 ran at %1× the other trials&apos; mean IOPS</source>
        <translation>l&apos;essai 1 a tourné à %1× la moyenne d&apos;IOPS des autres essais</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 · %n job(s)</source>
        <translation>
            <numerusform>%1 · %2 · %3 · %n tâche</numerusform>
            <numerusform>%1 · %2 · %3 · %n tâches</numerusform>
        </translation>
    </message>
    <message>
        <source>no knee</source>
        <translation>pas de coude</translation>
    </message>
    <message>
        <source>knee at QD %1: %2 IOPS, p99 %3 (%4)</source>
        <translation>coude à QD %1&#xa0;: %2 IOPS, p99 %3 (%4)</translation>
    </message>
    <message>
        <source>Kneedle</source>
        <translation>Kneedle</translation>
    </message>
    <message>
        <source>latency grows faster than IOPS</source>
        <translation>la latence croît plus vite que les IOPS</translation>
    </message>
    <message>
        <source>no point with p99 ≤ %1</source>
        <translation>aucun point avec p99 ≤ %1</translation>
    </message>
    <message>
        <source>most IOPS with p99 ≤ %1: %2 at QD %3</source>
        <translation>le plus d&apos;IOPS avec p99 ≤ %1&#xa0;: %2 à QD %3</translation>
    </message>
    <message>
        <source>  Limits, %1: %2
</source>
        <translation>  Limites, %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>  Point %1, trial %2: %3
</source>
        <translation>  Point %1, essai %2&#xa0;: %3
</translation>
    </message>
    <message>
        <source>  Point %1: %2
</source>
        <translation>  Point %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>  Load, %1: %2
</source>
        <translation>  Charge, %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>Analysis
</source>
        <translation>Analyse
</translation>
    </message>
    <message>
        <source>QD %1 × %2</source>
        <translation>QD %1 × %2</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>one I/O at a time measures latency, not a limit</source>
        <translation>une E/S à la fois mesure la latence, pas une limite</translation>
    </message>
    <message>
        <source>%1 reached %2 IOPS at %3</source>
        <translation>%1 a atteint %2 IOPS à %3</translation>
    </message>
    <message>
        <source>latency-bound at %1: %2</source>
        <translation>limité par la latence à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>up to %1 IOPS and %2</source>
        <translation>jusqu&apos;à %1 IOPS et %2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>met: %1 of %2 promised (%3 %)</source>
        <translation>atteint&#xa0;: %1 sur %2 promis (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>below: %1 of %2 promised (%3 %), %4 short</source>
        <translation>en dessous&#xa0;: %1 sur %2 promis (%3&#xa0;%), %4 de moins</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than any burst; is the target the volume the profile describes?</source>
        <translation>au-dessus&#xa0;: %1 sur %2 promis (%3&#xa0;%)&#xa0;: bien plus qu&apos;aucune rafale&#xa0;; la cible est-elle le volume que décrit le profil&#xa0;?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, or a larger volume than stated</source>
        <translation>au-dessus&#xa0;: %1 sur %2 promis (%3&#xa0;%)&#xa0;: rafale, ou volume plus grand qu&apos;annoncé</translation>
    </message>
    <message>
        <source>not reached: up to %1 of %2 promised</source>
        <translation>non atteint&#xa0;: jusqu&apos;à %1 sur %2 promis</translation>
    </message>
    <message>
        <source>not reached: nothing measured of %1 promised</source>
        <translation>non atteint&#xa0;: rien de mesuré sur %1 promis</translation>
    </message>
    <message>
        <source>; a point of %1 blocks at QD %2 or more would reach it</source>
        <translation>&#xa0;; un point en blocs de %1 à QD %2 ou plus l&apos;atteindrait</translation>
    </message>
    <message>
        <source>a full bucket lasts %1 at %2</source>
        <translation>un seau plein dure %1 à %2</translation>
    </message>
    <message>
        <source>the credits were partly spent when the run began</source>
        <translation>les crédits étaient en partie dépensés au début de l&apos;exécution</translation>
    </message>
    <message>
        <source>longer than a full bucket: a larger bucket, or a larger volume than stated</source>
        <translation>plus long qu&apos;un seau plein&#xa0;: un seau plus grand, ou un volume plus grand qu&apos;annoncé</translation>
    </message>
    <message>
        <source>about a full bucket</source>
        <translation>environ un seau plein</translation>
    </message>
    <message>
        <source>%1: burst at %2 IOPS for %3; %4 IOPS promised, %5: %6</source>
        <translation>%1&#xa0;: rafale à %2 IOPS pendant %3&#xa0;; %4 IOPS promises, %5&#xa0;: %6</translation>
    </message>
    <message>
        <source>%1: held %2 IOPS for the whole point (%3), shorter than a full bucket lasts (%4)</source>
        <translation>%1&#xa0;: %2 IOPS tenues pendant tout le point (%3), moins longtemps que ne dure un seau plein (%4)</translation>
    </message>
    <message>
        <source>not reached: no burst seen, the volume held %1 IOPS, its baseline: its bucket was empty when the run began (%2)</source>
        <translation>non atteint&#xa0;: aucune rafale vue, le volume a tenu %1 IOPS, son niveau de base&#xa0;: son seau était vide au début de l&apos;exécution (%2)</translation>
    </message>
    <message>
        <source>not reached: no burst to %1 IOPS seen (%2)</source>
        <translation>non atteint&#xa0;: aucune rafale à %1 IOPS vue (%2)</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>rafale</translation>
    </message>
    <message>
        <source>met</source>
        <translation>atteint</translation>
    </message>
    <message>
        <source>below</source>
        <translation>en dessous</translation>
    </message>
    <message>
        <source>above</source>
        <translation>au-dessus</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>non atteint</translation>
    </message>
    <message>
        <source>%1 at %2 promises %3</source>
        <translation>%1 de %2 promet %3</translation>
    </message>
    <message>
        <source>%1 promises %2</source>
        <translation>%1 promet %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS</source>
        <translation>, rafales jusqu&apos;à %1 IOPS</translation>
    </message>
    <message>
        <source>, counts I/Os in %1 units</source>
        <translation>, compte les E/S par unités de %1</translation>
    </message>
    <message>
        <source>  Promised: %1
</source>
        <translation>  Promis&#xa0;: %1
</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>    %1%2: %3
</source>
        <translation>    %1%2&#xa0;: %3
</translation>
    </message>
    <message numerus="yes">
        <source>grows with the targets, %1 each: no host limit reached up to %2 at %n target(s)</source>
        <translation>
            <numerusform>croît avec les cibles, %1 chacune&#xa0;: aucune limite de l&apos;hôte atteinte jusqu&apos;à %2 avec %n cible</numerusform>
            <numerusform>croît avec les cibles, %1 chacune&#xa0;: aucune limite de l&apos;hôte atteinte jusqu&apos;à %2 avec %n cibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the host&apos;s limit is %1, reached at %n target(s) (%2 per target below it)</source>
        <translation>
            <numerusform>la limite de l&apos;hôte est %1, atteinte à %n cible (%2 par cible en dessous)</numerusform>
            <numerusform>la limite de l&apos;hôte est %1, atteinte à %n cibles (%2 par cible en dessous)</numerusform>
        </translation>
    </message>
    <message>
        <source>neither grows with the targets nor levels off (within %1 %): up to %2</source>
        <translation>ne croît pas avec les cibles et ne plafonne pas non plus (à %1&#xa0;% près)&#xa0;: jusqu&apos;à %2</translation>
    </message>
    <message>
        <source>too few target counts to read a host limit from</source>
        <translation>trop peu de nombres de cibles pour en déduire une limite de l&apos;hôte</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · QD %4 × %5</source>
        <translation>%1 · %2 · %3 · QD %4 × %5</translation>
    </message>
    <message>
        <source>IOPS %1 · bandwidth %2</source>
        <translation>IOPS&#xa0;: %1 · débit&#xa0;: %2</translation>
    </message>
    <message>
        <source>  Host, %1: %2
</source>
        <translation>  Hôte, %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>no I/O completed for %1 from %2</source>
        <translation>aucune E/S terminée pendant %1 à partir de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n stalls with no I/O completed, %1 in all, the longest %2 from %3</source>
        <translation>
            <numerusform>%n arrêt sans E/S terminée, %1 en tout, le plus long %2 à partir de %3</numerusform>
            <numerusform>%n arrêts sans E/S terminée, %1 en tout, le plus long %2 à partir de %3</numerusform>
        </translation>
    </message>
    <message>
        <source>one level of %1 IOPS, with stalls</source>
        <translation>un seul niveau de %1 IOPS, avec des arrêts</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, at the burst ceiling of %4 IOPS</source>
        <translation>au-dessus&#xa0;: %1 sur %2 promis (%3&#xa0;%)&#xa0;: rafale, au plafond de rafale de %4 IOPS</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS and %2</source>
        <translation>, rafales jusqu&apos;à %1 IOPS et %2</translation>
    </message>
    <message>
        <source>; the target is %1, not %2</source>
        <translation>&#xa0;; la cible fait %1, pas %2</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than promised; is the target the volume the profile describes?</source>
        <translation>au-dessus&#xa0;: %1 sur %2 promis (%3&#xa0;%)&#xa0;: bien plus que promis&#xa0;; la cible est-elle le volume que décrit le profil&#xa0;?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): a larger volume than stated, or more than the provider holds it to</source>
        <translation>au-dessus&#xa0;: %1 sur %2 promis (%3&#xa0;%)&#xa0;: un volume plus grand que déclaré, ou plus que ce à quoi le fournisseur le limite</translation>
    </message>
    <message numerus="yes">
        <source>a shared limit of %1, already at %n target(s): more targets add nothing (the host, or a device they all sit on)</source>
        <translation>
            <numerusform>une limite partagée de %1, dès %n cible&#xa0;: plus de cibles n&apos;ajoutent rien (l&apos;hôte, ou un périphérique qui les porte toutes)</numerusform>
            <numerusform>une limite partagée de %1, dès %n cibles&#xa0;: plus de cibles n&apos;ajoutent rien (l&apos;hôte, ou un périphérique qui les porte toutes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>falls as targets are added: %1 at %n target(s), %2 at %3</source>
        <translation>
            <numerusform>baisse à mesure qu&apos;on ajoute des cibles&#xa0;: %1 à %n cible, %2 à %3</numerusform>
            <numerusform>baisse à mesure qu&apos;on ajoute des cibles&#xa0;: %1 à %n cibles, %2 à %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>surfio %1: %2 (see surfio %1 --help)</source>
        <translation>surfio %1&#xa0;: %2 (voir surfio %1 --help)</translation>
    </message>
    <message>
        <source>surfio %1: unexpected argument &apos;%2&apos;: options take the form --name=value</source>
        <translation>surfio %1&#xa0;: argument inattendu «&#xa0;%2&#xa0;»&#xa0;: les options s&apos;écrivent --nom=valeur</translation>
    </message>
    <message>
        <source>it is closed</source>
        <translation>elle est fermée</translation>
    </message>
    <message>
        <source>a write failed</source>
        <translation>une écriture a échoué</translation>
    </message>
    <message>
        <source>surfio %1: cannot write stdout: %2</source>
        <translation>surfio %1&#xa0;: impossible d&apos;écrire sur la sortie standard&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>normal (a table), json or csv. Default normal.</source>
        <translation>normal (un tableau), json ou csv. Par défaut&#xa0;: normal.</translation>
    </message>
    <message>
        <source>Exit 1 when a matched point of a later run is below R × A&apos;s value, read as speed (for latencies: above A&apos;s / R): a regression gate, e.g. 0.9.</source>
        <translation>Quitter avec le code 1 quand un point apparié d&apos;une exécution suivante est sous R × la valeur de A, lue comme une vitesse (pour les latences&#xa0;: au-dessus de celle de A / R)&#xa0;: un seuil de régression, p. ex. 0.9.</translation>
    </message>
    <message>
        <source>Saved results, Surfio&apos;s or fio&apos;s JSON: A (the reference), then B, C, …</source>
        <translation>Résultats enregistrés, JSON de Surfio ou de fio&#xa0;: A (la référence), puis B, C, …</translation>
    </message>
    <message>
        <source>surfio compare: %1</source>
        <translation>surfio compare&#xa0;: %1</translation>
    </message>
    <message>
        <source>give two or more saved results, A.json B.json [C.json…]: the first is the reference</source>
        <translation>donnez au moins deux résultats enregistrés, A.json B.json [C.json…]&#xa0;: le premier est la référence</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 n&apos;est pas un format&#xa0;: utilisez normal, json ou csv</translation>
    </message>
    <message>
        <source>--fail-below=%1 is not a ratio: give a number above 0, e.g. 0.9 for 90 % of A</source>
        <translation>--fail-below=%1 n&apos;est pas un rapport&#xa0;: donnez un nombre supérieur à 0, p. ex. 0.9 pour 90&#xa0;% de A</translation>
    </message>
    <message>
        <source>surfio compare: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio compare&#xa0;: %1 (donnez un résultat enregistré par surfio run --output-format=json ou par l&apos;interface graphique, ou la sortie --output-format=json de fio)</translation>
    </message>
    <message>
        <source>surfio compare: %1 holds no finished point: there is nothing in it to compare</source>
        <translation>surfio compare&#xa0;: %1 ne contient aucun point terminé&#xa0;: il n&apos;y a rien à y comparer</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A: the runs differ in %1; add --ignore=%2 to compare them anyway</source>
        <translation>aucun point d&apos;une exécution suivante ne correspond à un point de A&#xa0;: les exécutions diffèrent par %1&#xa0;; ajoutez --ignore=%2 pour les comparer malgré tout</translation>
    </message>
    <message>
        <source>no point matched one point of each run: the keys left several points of a run alike; drop fewer keys with --ignore</source>
        <translation>aucun point ne correspond à un seul point de chaque exécution&#xa0;: avec ces clés, plusieurs points d&apos;une même exécution sont indiscernables&#xa0;; retirez moins de clés avec --ignore</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A on %1: no two runs measured the same point; drop the keys they differ in with --ignore</source>
        <translation>aucun point d&apos;une exécution suivante ne correspond à un point de A sur %1&#xa0;: aucune paire d&apos;exécutions n&apos;a mesuré le même point&#xa0;; retirez avec --ignore les clés par lesquelles elles diffèrent</translation>
    </message>
    <message>
        <source>%1: higher is faster</source>
        <translation>%1&#xa0;: plus haut signifie plus rapide</translation>
    </message>
    <message>
        <source>%1: lower is faster, so a latency above %2 × A&apos;s</source>
        <translation>%1&#xa0;: plus bas signifie plus rapide, donc une latence au-dessus de %2 × celle de A</translation>
    </message>
    <message>
        <source>Passed --fail-below=%1: no matched point of a later run is below %1 × A&apos;s speed (%2)</source>
        <translation>Réussi --fail-below=%1&#xa0;: aucun point apparié d&apos;une exécution suivante n&apos;est sous %1 × la vitesse de A (%2)</translation>
    </message>
    <message>
        <source>%1 at %2: ratio %3 to A, %4 × A&apos;s speed</source>
        <translation>%1, %2&#xa0;: rapport à A %3, %4 × la vitesse de A</translation>
    </message>
    <message>
        <source>%1 lacks a point of A: %2</source>
        <translation>il manque à %1 un point de A&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 at %2: no %3 to compare (%4 in %1, %5 in A): it cannot pass</source>
        <translation>%1, %2&#xa0;: aucune valeur de %3 à comparer (%4 dans %1, %5 dans A)&#xa0;: ce point ne peut pas réussir</translation>
    </message>
    <message numerus="yes">
        <source>Failed --fail-below=%1: %n point(s) below %1 × A&apos;s speed, without a value or missing (%2):</source>
        <translation>
            <numerusform>Échec --fail-below=%1&#xa0;: %n point sous %1 × la vitesse de A, sans valeur ou manquant (%2)&#xa0;:</numerusform>
            <numerusform>Échec --fail-below=%1&#xa0;: %n points sous %1 × la vitesse de A, sans valeur ou manquants (%2)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: A has no %3 here to compare with: it cannot pass; run A&apos;s point again, or compare another --metric</source>
        <translation>%1 à %2&#xa0;: A n&apos;a pas de %3 ici à comparer&#xa0;: impossible de passer&#xa0;; relancez ce point de A, ou comparez une autre --metric</translation>
    </message>
    <message>
        <source>Compares saved results point by point against the first (A): each run&apos;s value, the ratio to A and a verdict (faster, slower or within noise: Welch&apos;s t-test on the trials when both have two or more). Points are matched by rw, bs, rwmixread, iodepth, numjobs, rate_iops and target_count; points not every run has are listed.</source>
        <translation>Compare des résultats enregistrés point par point avec le premier (A)&#xa0;: la valeur de chaque exécution, le rapport à A et un verdict (plus rapide, plus lent ou dans le bruit&#xa0;: test t de Welch sur les essais quand les deux en ont au moins deux). Les points sont appariés par rw, bs, rwmixread, iodepth, numjobs, rate_iops et target_count&#xa0;; les points absents de certaines exécutions sont listés.</translation>
    </message>
</context>
<context>
    <name>CompareText</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>no p99</source>
        <translation>pas de p99</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(incomplet)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n.d.</translation>
    </message>
    <message>
        <source>p &lt; %1</source>
        <translation>p &lt; %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>not in this run</source>
        <translation>absent de cette exécution</translation>
    </message>
    <message>
        <source>(%1, %2 vs %3 trials)</source>
        <translation>(%1, %2 contre %3 essais)</translation>
    </message>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>verdict %1</translation>
    </message>
    <message>
        <source>Not in every run (compared only where present):</source>
        <translation>Absents de certaines exécutions (comparés seulement là où ils sont présents)&#xa0;:</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1&#xa0;: dans %2, pas dans %3</translation>
    </message>
    <message>
        <source>Not compared: points of one run that the keys matched on do not tell apart (drop fewer keys from the match; they are never averaged):</source>
        <translation>Non comparés&#xa0;: points d&apos;une même exécution que les clés d&apos;appariement ne distinguent pas (retirez moins de clés de l&apos;appariement&#xa0;; ils ne sont jamais moyennés)&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2: points %3</source>
        <translation>%1&#xa0;: %2&#xa0;: points %3</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %1 at %n matched point(s), matched on %2</source>
        <translation>
            <numerusform>Comparaison de %1 sur %n point apparié, appariement sur %2</numerusform>
            <numerusform>Comparaison de %1 sur %n points appariés, appariement sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>(not %1)</source>
        <translation>(pas sur %1)</translation>
    </message>
    <message>
        <source>±: the coefficient of variation over a point&apos;s trials; a verdict is Welch&apos;s t-test on them (p &lt; %1, two-sided) when both runs have two or more</source>
        <translation>±&#xa0;: le coefficient de variation sur les essais d&apos;un point&#xa0;; le verdict est un test t de Welch sur ces essais (p &lt; %1, bilatéral) quand les deux exécutions en ont au moins deux</translation>
    </message>
    <message>
        <source>%1 (%2) against A: no ratio in %3</source>
        <translation>%1 (%2) par rapport à A&#xa0;: aucun rapport en %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) against A: %3× in %4 (geometric mean over %n point(s), %5× to %6×)</source>
        <translation>
            <numerusform>%1 (%2) par rapport à A&#xa0;: %3× en %4 (moyenne géométrique sur %n point, de %5× à %6×)</numerusform>
            <numerusform>%1 (%2) par rapport à A&#xa0;: %3× en %4 (moyenne géométrique sur %n points, de %5× à %6×)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched point(s)</source>
        <translation>
            <numerusform>plus rapide sur %1, plus lent sur %2, dans le bruit sur %3 et sans essais pour en juger sur %4, sur %n point apparié</numerusform>
            <numerusform>plus rapide sur %1, plus lent sur %2, dans le bruit sur %3 et sans essais pour en juger sur %4, sur %n points appariés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>faster</source>
        <translation>plus rapide</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>plus lent</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>dans le bruit</translation>
    </message>
    <message>
        <source>no trials: noise unknown</source>
        <translation>pas d&apos;essais&#xa0;: bruit inconnu</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>aucune valeur</translation>
    </message>
    <message>
        <source>%1: higher is faster; a ratio below 1 is slower</source>
        <translation>%1&#xa0;: plus haut signifie plus rapide&#xa0;; un rapport inférieur à 1 signifie plus lent</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a point below %1 × A&apos;s</source>
        <translation>, et --fail-below=%1 fait échouer un point sous %1 × la valeur de A</translation>
    </message>
    <message>
        <source>%1: lower is faster; a ratio above 1 is slower</source>
        <translation>%1&#xa0;: plus bas signifie plus rapide&#xa0;; un rapport supérieur à 1 signifie plus lent</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a latency above %2 × A&apos;s (below %1 × A&apos;s speed)</source>
        <translation>, et --fail-below=%1 fait échouer une latence au-dessus de %2 × celle de A (sous %1 × la vitesse de A)</translation>
    </message>
</context>
<context>
    <name>DeviceOpening</name>
    <message>
        <source>surfio %1: %2</source>
        <translation>surfio %1 : %2</translation>
    </message>
    <message>
        <source>surfio %1: asking UDisks2 to open %2 for %3 (polkit may ask for a password once)</source>
        <translation>surfio %1 : UDisks2 est prié d’ouvrir %2 en %3 (polkit peut demander un mot de passe, une fois)</translation>
    </message>
    <message>
        <source>reading and writing</source>
        <translation>lecture et écriture</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>lecture</translation>
    </message>
</context>
<context>
    <name>DevicesToOpen</name>
    <message>
        <source>fio opens %1 itself, and this user may not: run Surfio&apos;s own engine (io_uring), for which UDisks2 can open it, or run as a member of the group that owns it</source>
        <translation>fio ouvre %1 lui-même, et cet utilisateur n’en a pas le droit : utilisez le moteur de Surfio (io_uring), pour lequel UDisks2 peut l’ouvrir, ou lancez en membre du groupe propriétaire</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1; %2</source>
        <extracomment>Joins two reasons (each already translated) in a list of reasons.</extracomment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <extracomment>A size, %1 a number</extracomment>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>no target: give --filename or --directory</source>
        <translation>aucune cible&#xa0;: donnez --filename ou --directory</translation>
    </message>
    <message>
        <source>--bssplit has %1 parts: give at most %2</source>
        <translation>--bssplit a %1 parties&#xa0;: donnez-en %2 au plus</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size outside 512 bytes to 64 MiB: pick sizes in that range, e.g. --bssplit=4k/60:64k/40</source>
        <translation>la partie %1/%2 de --bssplit a une taille hors de la plage de 512 octets à 64 MiB&#xa0;: choisissez des tailles dans cette plage, p. ex. --bssplit=4k/60:64k/40</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size that is not a multiple of 512 bytes, which direct I/O needs: use multiples of 512, or --direct=0</source>
        <translation>la partie %1/%2 de --bssplit a une taille qui n&apos;est pas un multiple de 512 octets, ce qu&apos;exigent les E/S directes&#xa0;: utilisez des multiples de 512, ou --direct=0</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a percent above 100: give each part 0 to 100</source>
        <translation>la partie %1/%2 de --bssplit a un pourcentage supérieur à 100&#xa0;: donnez à chaque partie de 0 à 100</translation>
    </message>
    <message>
        <source>the percents of --bssplit=%1 add up to %2, not 100: make them add up to 100, e.g. --bssplit=4k/60:64k/40</source>
        <translation>les pourcentages de --bssplit=%1 totalisent %2, et non 100&#xa0;: faites en sorte qu&apos;ils totalisent 100, p. ex. --bssplit=4k/60:64k/40</translation>
    </message>
    <message>
        <source>--bs=%1 differs from the largest --bssplit part (%2): leave --bs out with --bssplit, or set it to %2</source>
        <translation>--bs=%1 diffère de la plus grande partie de --bssplit (%2)&#xa0;: omettez --bs avec --bssplit, ou donnez-lui la valeur %2</translation>
    </message>
    <message>
        <source>--bs is 0: give a block size of at least 512 bytes, e.g. --bs=4k</source>
        <translation>--bs vaut 0&#xa0;: donnez une taille de bloc d&apos;au moins 512 octets, p. ex. --bs=4k</translation>
    </message>
    <message>
        <source>--bs=%1 is outside 512 bytes to 64 MiB: pick a block size in that range</source>
        <translation>--bs=%1 est hors de la plage de 512 octets à 64 MiB&#xa0;: choisissez une taille de bloc dans cette plage</translation>
    </message>
    <message>
        <source>--bs=%1 is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or --direct=0</source>
        <translation>--bs=%1 n&apos;est pas un multiple de 512 octets, ce qu&apos;exigent les E/S directes&#xa0;: utilisez un multiple de 512, ou --direct=0</translation>
    </message>
    <message>
        <source>--iodepth=%1 is outside 1 to %2</source>
        <translation>--iodepth=%1 est hors de l&apos;intervalle 1 à %2</translation>
    </message>
    <message>
        <source>--numjobs=%1 is outside 1 to %2</source>
        <translation>--numjobs=%1 est hors de l&apos;intervalle 1 à %2</translation>
    </message>
    <message>
        <source>--rwmixread=%1 is outside 0 to 100</source>
        <translation>--rwmixread=%1 est hors de l&apos;intervalle 0 à 100</translation>
    </message>
    <message>
        <source>--percentage_random=%1 is outside 0 to 100</source>
        <translation>--percentage_random=%1 est hors de l&apos;intervalle 0 à 100</translation>
    </message>
    <message>
        <source>--runtime is 0 and no --io_size is given, so the job would never end: give a runtime, e.g. --runtime=10s</source>
        <translation>--runtime vaut 0 et aucun --io_size n&apos;est donné, la tâche ne finirait donc jamais&#xa0;: donnez une durée, p. ex. --runtime=10s</translation>
    </message>
    <message>
        <source>--runtime and --ramp_time cannot be negative</source>
        <translation>--runtime et --ramp_time ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>the largest --bssplit part (%1) is larger than the region (--size=%2): raise --size or lower that part</source>
        <translation>la plus grande partie de --bssplit (%1) dépasse la zone (--size=%2)&#xa0;: augmentez --size ou réduisez cette partie</translation>
    </message>
    <message>
        <source>--bs=%1 is larger than the region (--size=%2): raise --size or lower --bs</source>
        <translation>--bs=%1 dépasse la zone (--size=%2)&#xa0;: augmentez --size ou réduisez --bs</translation>
    </message>
    <message>
        <source>%1 targets but --numjobs=%2: each job works on one target, so give at least as many jobs as targets</source>
        <translation>%1 cibles mais --numjobs=%2&#xa0;: chaque tâche travaille sur une seule cible, donnez donc au moins autant de tâches que de cibles</translation>
    </message>
    <message>
        <source>--offset plus --size is beyond any device: lower --offset</source>
        <translation>--offset plus --size dépasse la taille de tout périphérique&#xa0;: réduisez --offset</translation>
    </message>
    <message>
        <source>--sample_interval is below 1 ms: give at least 1ms, e.g. --sample_interval=100ms</source>
        <translation>--sample_interval est inférieur à 1 ms&#xa0;: donnez au moins 1ms, p. ex. --sample_interval=100ms</translation>
    </message>
    <message>
        <source>cannot look at %1: %2; check the device path</source>
        <translation>impossible d&apos;examiner %1&#xa0;: %2&#xa0;; vérifiez le chemin du périphérique</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a regular file); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 n&apos;est pas un périphérique bloc (c&apos;est un fichier ordinaire)&#xa0;; indiquez un nœud de périphérique comme /dev/sdb ou /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a directory); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 n&apos;est pas un périphérique bloc (c&apos;est un répertoire)&#xa0;; indiquez un nœud de périphérique comme /dev/sdb ou /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a character device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 n&apos;est pas un périphérique bloc (c&apos;est un périphérique caractère)&#xa0;; indiquez un nœud de périphérique comme /dev/sdb ou /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is not a device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 n&apos;est pas un périphérique bloc (ce n&apos;est pas un périphérique)&#xa0;; indiquez un nœud de périphérique comme /dev/sdb ou /dev/nvme0n1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2; even root may not: a container, device cgroup or security module forbids it</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2&#xa0;; même root n&apos;en a pas le droit&#xa0;: un conteneur, un cgroup de périphériques ou un module de sécurité l&apos;interdit</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2; is there a medium in it?</source>
        <translation>impossible de lire la taille de %1&#xa0;: %2&#xa0;; un support est-il inséré&#xa0;?</translation>
    </message>
    <message>
        <source>cannot read %1 to look for filesystem signatures: %2</source>
        <translation>impossible de lire %1 pour y chercher des signatures de système de fichiers&#xa0;: %2</translation>
    </message>
    <message>
        <source>several conflicting signatures (wipefs %1 lists them)</source>
        <extracomment>What a device carries, in &quot;%1 carries %2; writing would destroy it...&quot;; %1 the device</extracomment>
        <translation>plusieurs signatures contradictoires (wipefs %1 les liste)</translation>
    </message>
    <message>
        <source>a %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature RAID/LVM %1</translation>
    </message>
    <message>
        <source>an %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature RAID/LVM %1</translation>
    </message>
    <message>
        <source>a %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature de chiffrement %1</translation>
    </message>
    <message>
        <source>an %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature de chiffrement %1</translation>
    </message>
    <message>
        <source>a %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature de système de fichiers %1</translation>
    </message>
    <message>
        <source>an %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature de système de fichiers %1</translation>
    </message>
    <message>
        <source>a %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature %1</translation>
    </message>
    <message>
        <source>an %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une signature %1</translation>
    </message>
    <message>
        <source>a %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une table de partitions %1</translation>
    </message>
    <message>
        <source>an %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>une table de partitions %1</translation>
    </message>
    <message>
        <source>a signature of unknown type</source>
        <extracomment>What a device carries</extracomment>
        <translation>une signature de type inconnu</translation>
    </message>
    <message>
        <source>%1 (label &quot;%2&quot;)</source>
        <extracomment>%1 a signature found on a device (translated), %2 its label</extracomment>
        <translation>%1 (étiquette «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>refusing to write to %1: Surfio does not write to block devices unless --allow-write-device is given; the data on %1 would be destroyed</source>
        <translation>refus d&apos;écrire sur %1&#xa0;: Surfio n&apos;écrit pas sur les périphériques bloc sans --allow-write-device&#xa0;; les données de %1 seraient détruites</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 est monté sur %2&#xa0;; démontez-le d&apos;abord (Surfio n&apos;écrit jamais sur un périphérique monté, --force n&apos;y change rien)</translation>
    </message>
    <message>
        <source>%1 is mounted on %2 (partition %3); unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 est monté sur %2 (partition %3)&#xa0;; démontez-le d&apos;abord (Surfio n&apos;écrit jamais sur un périphérique monté, --force n&apos;y change rien)</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <extracomment>In a list of what holds a device: %1 the holder (dm-0, md127), %2 the partition it holds</extracomment>
        <translation>%1 (sur %2)</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%3/holders); free it first</source>
        <translation>%1 est utilisé par %2 (monté, swap, RAID, LVM, device-mapper ou ouvert en exclusivité par un autre programme&#xa0;: voir /sys/class/block/%3/holders)&#xa0;; libérez-le d&apos;abord</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%2/holders); free it first</source>
        <translation>%1 est utilisé (monté, swap, RAID, LVM, device-mapper ou ouvert en exclusivité par un autre programme&#xa0;: voir /sys/class/block/%2/holders)&#xa0;; libérez-le d&apos;abord</translation>
    </message>
    <message>
        <source>%1 carries %2; writing would destroy it. Pick an empty device, or add --force if you really mean to overwrite it</source>
        <translation>%1 porte %2&#xa0;; y écrire détruirait ce contenu. Choisissez un périphérique vide, ou ajoutez --force si vous voulez vraiment l&apos;écraser</translation>
    </message>
    <message>
        <source>cannot inspect %1: %2</source>
        <translation>impossible d&apos;inspecter %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so %2 cannot be written: pick a directory on a writable filesystem</source>
        <translation>%1 est sur un système de fichiers en lecture seule, %2 ne peut donc pas être écrit&#xa0;: choisissez un répertoire sur un système de fichiers accessible en écriture</translation>
    </message>
    <message>
        <source>%1 needs %2 but %3 has only %4 free: lower --size or pick another directory</source>
        <translation>%1 a besoin de %2 mais %3 n&apos;a que %4 de libre&#xa0;: réduisez --size ou choisissez un autre répertoire</translation>
    </message>
    <message>
        <source>directory %1 does not exist, so %2 cannot be created: create the directory or pick another path</source>
        <translation>le répertoire %1 n&apos;existe pas, %2 ne peut donc pas être créé&#xa0;: créez le répertoire ou choisissez un autre chemin</translation>
    </message>
    <message>
        <source>no such device %1: check the name with lsblk (Surfio does not create files in %2)</source>
        <translation>le périphérique %1 n&apos;existe pas&#xa0;: vérifiez son nom avec lsblk (Surfio ne crée pas de fichiers dans %2)</translation>
    </message>
    <message>
        <source>--size is needed to create %1: e.g. --size=1g</source>
        <translation>--size est nécessaire pour créer %1&#xa0;: p. ex. --size=1g</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give --size to extend it</source>
        <translation>%1 contient %2, rien au-delà de --offset=%3&#xa0;: donnez --size pour l&apos;agrandir</translation>
    </message>
    <message>
        <source>the region (--offset + --size = %1) is larger than %2 (%3): lower --size or --offset</source>
        <translation>la zone (--offset + --size = %1) dépasse %2 (%3)&#xa0;: réduisez --size ou --offset</translation>
    </message>
    <message>
        <source>%1 holds %2 but the region ends at %3, and only reads were asked for, so Surfio will not rewrite it: give --size=%4 or less, or another file</source>
        <translation>%1 contient %2 mais la zone se termine à %3, et seules des lectures sont demandées, Surfio ne le réécrira donc pas&#xa0;: donnez --size=%4 ou moins, ou un autre fichier</translation>
    </message>
    <message>
        <source>the region (offset %1, size %2) of %3 is not aligned to its %4-byte direct-I/O alignment (%5): give --offset and --size as multiples of it, e.g. --size=%6</source>
        <translation>la zone (décalage %1, taille %2) de %3 ne respecte pas son alignement d&apos;E/S directes de %4 octets (%5)&#xa0;: donnez --offset et --size en multiples de cet alignement, p. ex. --size=%6</translation>
    </message>
    <message>
        <source>%1 already exists (left by an earlier run?): delete it and start again</source>
        <translation>%1 existe déjà (laissé par une exécution précédente&#xa0;?)&#xa0;: supprimez-le et recommencez</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, or held by another program or the kernel): free it first</source>
        <translation>%1 est utilisé (monté, ou retenu par un autre programme ou par le noyau)&#xa0;: libérez-le d&apos;abord</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2</source>
        <translation>impossible d&apos;ouvrir %1 en E/S directes&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2 (the filesystem may not support O_DIRECT: try --direct=0)</source>
        <translation>impossible d&apos;ouvrir %1 en E/S directes&#xa0;: %2 (le système de fichiers ne prend peut-être pas en charge O_DIRECT&#xa0;: essayez --direct=0)</translation>
    </message>
    <message>
        <source>no space left on device to create %1 (%2)</source>
        <translation>plus d&apos;espace libre sur le périphérique pour créer %1 (%2)</translation>
    </message>
    <message>
        <source>block size %1 is not a multiple of %2&apos;s %3-byte direct-I/O alignment (%4): use a multiple of %3, or --direct=0</source>
        <translation>la taille de bloc %1 n&apos;est pas un multiple de l&apos;alignement d&apos;E/S directes de %2, %3 octets (%4)&#xa0;: utilisez un multiple de %3, ou --direct=0</translation>
    </message>
    <message>
        <source>block size %1 is larger than the region of %2 (%3): raise --size or lower --bs</source>
        <translation>la taille de bloc %1 dépasse la zone de %2 (%3)&#xa0;: augmentez --size ou réduisez --bs</translation>
    </message>
    <message>
        <source>%1 has never-written holes in the region, and reads from them would not touch the device, so the figures would be false: pick a file without holes, or a new file that Surfio lays out itself</source>
        <translation>%1 a dans la zone des trous jamais écrits, et les lectures dans ces trous n&apos;atteindraient pas le périphérique, les chiffres seraient donc faux&#xa0;: choisissez un fichier sans trous, ou un nouveau fichier que Surfio préremplira lui-même</translation>
    </message>
    <message>
        <source>cannot allocate the layout buffer</source>
        <translation>impossible d&apos;allouer le tampon de préremplissage</translation>
    </message>
    <message>
        <source>stopped while laying out %1</source>
        <translation>arrêté pendant le préremplissage de %1</translation>
    </message>
    <message>
        <source>laying out %1 failed at offset %2: %3</source>
        <translation>le préremplissage de %1 a échoué au décalage %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>flushing the layout of %1 failed: %2</source>
        <translation>le vidage sur disque du préremplissage de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>not laid out: no point reads</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>non prérempli&#xa0;: aucun point ne lit</translation>
    </message>
    <message>
        <source>device data as found (Surfio may not write to this device)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>données du périphérique telles quelles (Surfio n&apos;a pas le droit d&apos;écrire sur ce périphérique)</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (random data, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>prérempli par Surfio lors d&apos;une exécution précédente (données aléatoires, sans trous)</translation>
    </message>
    <message>
        <source>existing data, no holes (read only: not rewritten)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>données existantes, sans trous (lecture seule&#xa0;: non réécrites)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (random data, %1)</source>
        <extracomment>How the data of a target&apos;s region got there; %1 its size</extracomment>
        <translation>prérempli par Surfio à l&apos;instant (données aléatoires, %1)</translation>
    </message>
    <message>
        <source>statx DIOALIGN</source>
        <extracomment>Where the direct-I/O alignment came from: the statx() system call&apos;s DIOALIGN answer</extracomment>
        <translation>statx DIOALIGN</translation>
    </message>
    <message>
        <source>logical block size</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>taille de bloc logique</translation>
    </message>
    <message>
        <source>page size (device unknown)</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>taille de page (périphérique inconnu)</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>la lecture de %1 octets au décalage %2 de %3 a atteint la fin de la cible</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>l&apos;écriture de %1 octets au décalage %2 de %3 a atteint la fin de la cible</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 failed</source>
        <translation>plus d&apos;espace libre sur le périphérique&#xa0;: la lecture de %1 octets au décalage %2 de %3 a échoué</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 failed</source>
        <translation>plus d&apos;espace libre sur le périphérique&#xa0;: l&apos;écriture de %1 octets au décalage %2 de %3 a échoué</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>la lecture de %1 octets au décalage %2 de %3 a échoué&#xa0;: %4</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>l&apos;écriture de %1 octets au décalage %2 de %3 a échoué&#xa0;: %4</translation>
    </message>
    <message>
        <source>io_uring disabled by SURFIO_DISABLE_IO_URING</source>
        <translation>io_uring désactivé par SURFIO_DISABLE_IO_URING</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1</source>
        <translation>échec de io_uring_setup&#xa0;: %1</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (the kernel has no io_uring)</source>
        <translation>échec de io_uring_setup&#xa0;: %1 (le noyau ne prend pas en charge io_uring)</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (disabled by kernel.io_uring_disabled or a seccomp filter, e.g. a container&apos;s)</source>
        <translation>échec de io_uring_setup&#xa0;: %1 (désactivé par kernel.io_uring_disabled ou par un filtre seccomp, p. ex. celui d&apos;un conteneur)</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but only %5 of memory is available, and Surfio uses at most half: lower --iodepth, --numjobs or --bs</source>
        <translation>les tampons d&apos;E/S exigent %1 (numjobs %2 x iodepth %3 x bs %4) mais seuls %5 de mémoire sont disponibles, et Surfio en utilise au plus la moitié&#xa0;: réduisez --iodepth, --numjobs ou --bs</translation>
    </message>
    <message>
        <source>buffers registered by %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>tampons enregistrés par %1 des %2 threads de travail</translation>
    </message>
    <message>
        <source>psync fallback in %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>repli sur psync dans %1 des %2 threads de travail</translation>
    </message>
    <message>
        <source>psync asked for</source>
        <extracomment>Why the psync engine ran rather than io_uring</extracomment>
        <translation>psync demandé</translation>
    </message>
    <message>
        <source>the fio engine runs through fio itself, not runJob()</source>
        <translation>le moteur fio passe par fio lui-même, pas par runJob()</translation>
    </message>
    <message>
        <source>the io_uring engine was asked for but cannot run here: %1</source>
        <translation>le moteur io_uring a été demandé mais ne peut pas fonctionner ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>could not start worker %1 of %2: %3: lower --numjobs</source>
        <translation>impossible de démarrer le thread de travail %1 sur %2&#xa0;: %3&#xa0;: réduisez --numjobs</translation>
    </message>
    <message>
        <source>ring flags %1 refused (EINVAL)</source>
        <translation>indicateurs d&apos;anneau %1 refusés (EINVAL)</translation>
    </message>
    <message>
        <source>ring flags none refused (EINVAL)</source>
        <translation>anneau sans indicateurs refusé (EINVAL)</translation>
    </message>
    <message>
        <source>buffers not registered (%1)</source>
        <translation>tampons non enregistrés (%1)</translation>
    </message>
    <message>
        <source>buffers not registered (%1, RLIMIT_MEMLOCK too low?)</source>
        <translation>tampons non enregistrés (%1, RLIMIT_MEMLOCK trop bas&#xa0;?)</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2</source>
        <translation>impossible de créer un anneau io_uring de profondeur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2 (locked memory limit or memory cgroup too small?)</source>
        <translation>impossible de créer un anneau io_uring de profondeur %1&#xa0;: %2 (limite de mémoire verrouillée ou cgroup mémoire trop petits&#xa0;?)</translation>
    </message>
    <message>
        <source>%1: lower --iodepth, or use --engine=psync</source>
        <extracomment>%1 why the ring could not be created (translated)</extracomment>
        <translation>%1&#xa0;: réduisez --iodepth, ou utilisez --engine=psync</translation>
    </message>
    <message>
        <source>cannot map %1 bytes of I/O buffers: %2</source>
        <translation>impossible de mapper %1 octets de tampons d&apos;E/S&#xa0;: %2</translation>
    </message>
    <message>
        <source>io_uring_enter failed: %1 (try --engine=psync)</source>
        <translation>échec de io_uring_enter&#xa0;: %1 (essayez --engine=psync)</translation>
    </message>
    <message>
        <source>cannot allocate a %1-byte I/O buffer</source>
        <translation>impossible d&apos;allouer un tampon d&apos;E/S de %1 octets</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>fichier</translation>
    </message>
    <message>
        <source>directory</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>répertoire</translation>
    </message>
    <message>
        <source>block device</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>périphérique bloc</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away during the run: the measurement stopped, as the file it measured is gone; run again on a file nothing else removes</source>
        <translation>%1 a été supprimé ou déplacé pendant l’exécution&#xa0;: la mesure s’est arrêtée, car le fichier mesuré n’existe plus&#xa0;; relancez sur un fichier que rien d’autre ne supprime</translation>
    </message>
    <message>
        <source>%1 was truncated to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again on a file nothing else truncates</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>%1 a été tronqué à %2 pendant l’exécution, en deçà de la région que Surfio mesure (jusqu’à %3)&#xa0;: la mesure s’est arrêtée&#xa0;; relancez sur un fichier que rien d’autre ne tronque</translation>
    </message>
    <message>
        <source>%1 was replaced by another file during the run: the measurement stopped, as the file it measured is no longer there; run again on a file nothing else replaces</source>
        <translation>%1 a été remplacé par un autre fichier pendant l’exécution&#xa0;: la mesure s’est arrêtée, car le fichier mesuré n’est plus là&#xa0;; relancez sur un fichier que rien d’autre ne remplace</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but the memory cgroup Surfio runs in (a container&apos;s or a service&apos;s limit) lets it take only %5 more, and Surfio uses at most half: lower --iodepth, --numjobs or --bs, or raise the limit</source>
        <translation>les tampons d&apos;E/S exigent %1 (numjobs %2 x iodepth %3 x bs %4) mais le cgroup mémoire où tourne Surfio (la limite d&apos;un conteneur ou d&apos;un service) ne lui laisse prendre que %5 de plus, et Surfio en utilise au plus la moitié&#xa0;: réduisez --iodepth, --numjobs ou --bs, ou relevez la limite</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (crc32c-verifiable blocks, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c</extracomment>
        <translation>disposé par Surfio auparavant (blocs vérifiables par crc32c, sans trous)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (crc32c-verifiable blocks, %1)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c; %1 its size</extracomment>
        <translation>disposé par Surfio maintenant (blocs vérifiables par crc32c, %1)</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected a Surfio verify header (magic %4), found magic %3: the region was not written with --verify=crc32c, or something overwrote it</source>
        <extracomment>%1 target, %2 offset of the 512-byte sector that failed, %3 and %4 the magic numbers found and expected (hex)</extracomment>
        <translation>la vérification des données a échoué sur %1 à l&apos;offset %2&#xa0;: en-tête de vérification Surfio attendu (magic %4), magic %3 trouvé&#xa0;: la région n&apos;a pas été écrite avec --verify=crc32c, ou quelque chose l&apos;a écrasée</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected offset %2, length %8, crc32c %5; found offset %3, length %4, crc32c %6 (header of generation %7, from a %9-byte write)</source>
        <extracomment>%1 target, %2 offset read, %3 offset found in the header, %4 length found, %5 crc32c the header holds, %6 crc32c of the data read, %7 generation (write pass) found, %8 expected length, %9 size of the write that wrote it</extracomment>
        <translation>la vérification des données a échoué sur %1 à l&apos;offset %2&#xa0;: attendu offset %2, longueur %8, crc32c %5&#xa0;; trouvé offset %3, longueur %4, crc32c %6 (en-tête de la génération %7, d&apos;une écriture de %9 octets)</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bs=%1 must be a multiple of 512: use a multiple of 512, or --verify=off</source>
        <translation>--verify=crc32c vérifie chaque secteur de 512 octets, donc --bs=%1 doit être un multiple de 512&#xa0;: utilisez un multiple de 512, ou --verify=off</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bssplit part %1 must be a multiple of 512: use multiples of 512, or --verify=off</source>
        <translation>--verify=crc32c vérifie chaque secteur de 512 octets, donc la part %1 de --bssplit doit être un multiple de 512&#xa0;: utilisez des multiples de 512, ou --verify=off</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --offset=%1 must be a multiple of 512</source>
        <translation>--verify=crc32c vérifie chaque secteur de 512 octets, donc --offset=%1 doit être un multiple de 512</translation>
    </message>
    <message>
        <source>--verify=crc32c runs in Surfio&apos;s own engine only (fio checks headers of its own, which Surfio&apos;s layout does not write): use --engine=io_uring or --engine=psync, or --verify=off</source>
        <translation>--verify=crc32c ne fonctionne qu&apos;avec le moteur de Surfio (fio vérifie ses propres en-têtes, que la disposition de Surfio n&apos;écrit pas)&#xa0;: utilisez --engine=io_uring ou --engine=psync, ou --verify=off</translation>
    </message>
    <message>
        <source>with --verify=crc32c each of the %1 jobs on %2 works on a part of the region of its own, and %3 is smaller than the %4-byte block: raise --size or lower --numjobs</source>
        <translation>avec --verify=crc32c, chacun des %1 jobs sur %2 travaille sur sa propre part de la région, et %3 est plus petit que le bloc de %4 octets&#xa0;: augmentez --size ou réduisez --numjobs</translation>
    </message>
    <message>
        <source>%1 shrank to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again once the device keeps its size</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>%1 a rétréci à %2 pendant l’exécution, en deçà de la région que Surfio mesure (jusqu’à %3)&#xa0;: la mesure s’est arrêtée&#xa0;; relancez une fois que le périphérique garde sa taille</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>la lecture de %1 octets au décalage %2 de %3 est revenue incomplète (%4 faits)&#xa0;; le reste, à partir du décalage %5, a atteint la fin de la cible</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>l&apos;écriture de %1 octets au décalage %2 de %3 est revenue incomplète (%4 faits)&#xa0;; le reste, à partir du décalage %5, a atteint la fin de la cible</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>plus d&apos;espace libre sur le périphérique&#xa0;: la lecture de %1 octets au décalage %2 de %3 est revenue incomplète (%4 faits), et le reste, à partir du décalage %5, a échoué</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>plus d&apos;espace libre sur le périphérique&#xa0;: l&apos;écriture de %1 octets au décalage %2 de %3 est revenue incomplète (%4 faits), et le reste, à partir du décalage %5, a échoué</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>la lecture de %1 octets au décalage %2 de %3 est revenue incomplète (%4 faits), et le reste, à partir du décalage %5, a échoué&#xa0;: %6</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>l&apos;écriture de %1 octets au décalage %2 de %3 est revenue incomplète (%4 faits), et le reste, à partir du décalage %5, a échoué&#xa0;: %6</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1: one I/O in %1 was first submitted at half its length (fault injection)</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1&#xa0;: une E/S sur %1 a d&apos;abord été soumise à la moitié de sa longueur (injection de fautes)</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1 is not a whole number from 0 to 4294967295: set it to N to submit one I/O in N at half its length, or unset it</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1 n&apos;est pas un nombre entier de 0 à 4294967295&#xa0;: mettez N pour soumettre une E/S sur N à la moitié de sa longueur, ou retirez la variable</translation>
    </message>
    <message>
        <source>%1 I/Os to %2 are still in flight after %3 s without any completion: the device is not responding (the point keeps what it measured until then)</source>
        <extracomment>%3 whole seconds since the last completion</extracomment>
        <translation>%1 E/S vers %2 sont encore en cours après %3 s sans aucune fin d’E/S : le périphérique ne répond pas (le point garde ce qu’il a mesuré jusque-là)</translation>
    </message>
    <message>
        <source>huge pages for the I/O buffers refused (%1): an I/O larger than a page may reach the device split</source>
        <translation>pages énormes refusées pour les tampons d’E/S (%1) : une E/S plus grande qu’une page peut arriver découpée au périphérique</translation>
    </message>
    <message>
        <source>%1 of %2 MiB of I/O buffers on huge pages (transparent huge pages off, or memory fragmented): an I/O larger than a page may reach the device split</source>
        <extracomment>%1 and %2 MiB</extracomment>
        <translation>%1 Mio sur %2 Mio de tampons d’E/S sur des pages énormes (pages énormes transparentes désactivées, ou mémoire fragmentée) : une E/S plus grande qu’une page peut arriver découpée au périphérique</translation>
    </message>
    <message>
        <source>cannot run a worker on CPUs %1 (--cpus_allowed): %2; name CPUs this process may use (taskset -p $$ shows them)</source>
        <extracomment>%1 the CPU list, %2 the system&apos;s reason</extracomment>
        <translation>impossible de faire tourner un worker sur les CPU %1 (--cpus_allowed) : %2 ; nommez des CPU que ce processus peut utiliser (taskset -p $$ les affiche)</translation>
    </message>
    <message>
        <source>--%1 is an io_uring option, and --engine=psync does not use io_uring: use --engine=io_uring or --engine=auto, or leave out --%1</source>
        <extracomment>%1 an option as given, e.g. &quot;hipri&quot; or &quot;fixedbufs=0&quot;</extracomment>
        <translation>--%1 est une option d&apos;io_uring, et --engine=psync n&apos;utilise pas io_uring&#xa0;: utilisez --engine=io_uring ou --engine=auto, ou retirez --%1</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 pins the kernel&apos;s submission polling thread, which only --sqthread_poll=1 starts: add --sqthread_poll=1, or leave out --sqthread_poll_cpu</source>
        <translation>--sqthread_poll_cpu=%1 fixe le thread du noyau qui scrute les soumissions, que seul --sqthread_poll=1 démarre&#xa0;: ajoutez --sqthread_poll=1, ou retirez --sqthread_poll_cpu</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 is not a CPU of this machine, which has CPUs 0 to %2: pick one of those</source>
        <extracomment>%2 the highest CPU index of this machine</extracomment>
        <translation>--sqthread_poll_cpu=%1 n&apos;est pas un CPU de cette machine, qui a les CPU 0 à %2&#xa0;: choisissez-en un</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 names CPU %2, but this machine has CPUs 0 to %3: list only those, e.g. --cpus_allowed=0-%3</source>
        <extracomment>%1 the CPU list, %2 the CPU beyond the machine&apos;s, %3 the highest CPU index of this machine</extracomment>
        <translation>--cpus_allowed=%1 nomme le CPU %2, mais cette machine a les CPU 0 à %3&#xa0;: ne donnez que ceux-là, p. ex. --cpus_allowed=0-%3</translation>
    </message>
    <message>
        <source>--iodepth_batch_submit=%1 is above --iodepth=%2, so a batch could never fill: give at most %2, or 0 for Surfio&apos;s own submission rule</source>
        <translation>--iodepth_batch_submit=%1 dépasse --iodepth=%2, si bien qu&apos;un lot ne serait jamais plein&#xa0;: donnez au plus %2, ou 0 pour la règle de soumission de Surfio</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=%1 is above --iodepth=%2, so a wait for that many completions would never end: give 1 to %2</source>
        <translation>--iodepth_batch_complete_min=%1 dépasse --iodepth=%2, si bien qu&apos;attendre autant de complétions ne finirait jamais&#xa0;: donnez de 1 à %2</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=0: Surfio&apos;s engine waits for at least one completion each time round: give 1 to %1 (--iodepth)</source>
        <translation>--iodepth_batch_complete_min=0&#xa0;: le moteur de Surfio attend au moins une complétion à chaque tour&#xa0;: donnez de 1 à %1 (--iodepth)</translation>
    </message>
    <message>
        <source>--hipri polls for completions (IOPOLL), which only direct I/O can do: add --direct=1, or leave out --hipri</source>
        <translation>--hipri scrute les complétions (IOPOLL), ce que seules les E/S directes permettent&#xa0;: ajoutez --direct=1, ou retirez --hipri</translation>
    </message>
    <message>
        <source>--hipri needs polled completions, which %1 under %2 does not offer (its queue/io_poll is 0 or absent): give an NVMe drive poll queues (the kernel parameter nvme.poll_queues=N, or the nvme module&apos;s poll_queues option, then reload it), or leave --hipri out</source>
        <extracomment>%1 the device (loop0, nvme0n1), %2 the target</extracomment>
        <translation>--hipri demande des complétions par scrutation, que %1 sous %2 n&apos;offre pas (son queue/io_poll vaut 0 ou est absent)&#xa0;: donnez des files de scrutation à un disque NVMe (le paramètre noyau nvme.poll_queues=N, ou l&apos;option poll_queues du module nvme, puis rechargez-le), ou retirez --hipri</translation>
    </message>
    <message>
        <source>--hipri needs polled completions from a block device, and %1 lies on none (%2): use a file on a device with poll queues, or leave --hipri out</source>
        <extracomment>%1 the target, %2 its filesystem (tmpfs, nfs...)</extracomment>
        <translation>--hipri demande des complétions par scrutation d&apos;un périphérique bloc, et %1 ne se trouve sur aucun (%2)&#xa0;: utilisez un fichier sur un périphérique doté de files de scrutation, ou retirez --hipri</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests, %3 % of the data of the %4 reads Surfio counted: the page cache (--direct=0) or a caching layer answered the rest, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 a traité %2 requêtes de lecture, %3&#xa0;% des données des %4 lectures comptées par Surfio&#xa0;: le cache de pages (--direct=0) ou une couche de cache a répondu au reste, donc ces chiffres ne sont pas ceux du périphérique&#xa0;; --direct=1 mesure le périphérique</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests, %3 % of the data of the %4 writes Surfio counted: the page cache (--direct=0) or a caching layer holds the rest or wrote it back later, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 a traité %2 requêtes d&apos;écriture, %3&#xa0;% des données des %4 écritures comptées par Surfio&#xa0;: le cache de pages (--direct=0) ou une couche de cache garde le reste ou l&apos;a écrit plus tard, donc ces chiffres ne sont pas ceux du périphérique&#xa0;; --direct=1 mesure le périphérique</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests for the %3 reads Surfio counted, %4 per read: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 a traité %2 requêtes de lecture pour les %3 lectures comptées par Surfio, %4 par lecture&#xa0;: la couche bloc les a découpées (une requête contient au plus queue/max_sectors_kb et max_segments du périphérique), donc le périphérique a servi des requêtes plus petites que la taille de bloc</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests for the %3 writes Surfio counted, %4 per write: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 a traité %2 requêtes d&apos;écriture pour les %3 écritures comptées par Surfio, %4 par écriture&#xa0;: la couche bloc les a découpées (une requête contient au plus queue/max_sectors_kb et max_segments du périphérique), donc le périphérique a servi des requêtes plus petites que la taille de bloc</translation>
    </message>
    <message>
        <source>the worker thread kept a CPU busy %1 % of the measured time: the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 a percentage of the measured time</extracomment>
        <translation>le thread de travail a occupé un processeur %1&#xa0;% du temps mesuré&#xa0;: c&apos;est peut-être le processeur qui génère la charge, et non le stockage, qui limite ces chiffres</translation>
    </message>
    <message>
        <source>%1 of the %2 worker threads kept a CPU busy %3 % of the measured time or more (the busiest %4 %): the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 busy threads, %2 all threads, %3 the threshold (95), %4 the busiest thread&apos;s percentage</extracomment>
        <translation>%1 des %2 threads de travail ont occupé un processeur %3&#xa0;% du temps mesuré ou plus (le plus occupé %4&#xa0;%)&#xa0;: c&apos;est peut-être le processeur qui génère la charge, et non le stockage, qui limite ces chiffres</translation>
    </message>
    <message>
        <source>file not registered (%1)</source>
        <translation>fichier non enregistré (%1)</translation>
    </message>
    <message>
        <source>could not keep a worker on CPU %1 (%2), so it ran wherever the scheduler put it</source>
        <extracomment>%1 a CPU number, %2 the system&apos;s reason</extracomment>
        <translation>impossible de garder un worker sur le CPU %1 (%2) : il a tourné là où l’ordonnanceur l’a placé</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its warning temperature of %3 °C: a drive this hot may slow itself down to cool, so these figures may be below what it gives when cool; let it cool and run again, or cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its warning threshold, both in °C (45.9)</extracomment>
        <translation>%1 a atteint %2 °C, soit sa température d&apos;alerte de %3 °C ou plus&#xa0;: un disque aussi chaud peut se ralentir pour refroidir, et ces chiffres peuvent donc être inférieurs à ce qu&apos;il donne à froid&#xa0;; laissez-le refroidir et relancez, ou refroidissez-le mieux</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its critical temperature of %3 °C: a drive this hot slows itself down or shuts down to protect itself, so these figures may be far below what it gives when cool; let it cool and run again, and cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its critical threshold, both in °C (45.9)</extracomment>
        <translation>%1 a atteint %2 °C, soit sa température critique de %3 °C ou plus&#xa0;: un disque aussi chaud se ralentit ou s&apos;arrête pour se protéger, et ces chiffres peuvent donc être très inférieurs à ce qu&apos;il donne à froid&#xa0;; laissez-le refroidir et relancez, et refroidissez-le mieux</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device (a FIFO or a character device such as /dev/null or /dev/zero holds no storage to measure): name a file, a directory or a block device</source>
        <translation>%1 n&apos;est ni un fichier, ni un répertoire, ni un périphérique bloc (un FIFO ou un périphérique caractère comme /dev/null ou /dev/zero ne contient aucun stockage à mesurer)&#xa0;: indiquez un fichier, un répertoire ou un périphérique bloc</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give an --offset below the device&apos;s size</source>
        <translation>%1 contient %2, rien au-delà de --offset=%3&#xa0;: donnez un --offset inférieur à la taille du périphérique</translation>
    </message>
    <message>
        <source>cannot open %1: %2: give a target you may read and write (a file in a folder of yours), or ask for access to it</source>
        <translation>impossible d&apos;ouvrir %1&#xa0;: %2&#xa0;: donnez une cible que vous pouvez lire et écrire (un fichier dans l&apos;un de vos dossiers), ou demandez-en l&apos;accès</translation>
    </message>
    <message>
        <source>the run was paused: one sampling interval lasted %1 s where %2 ms was asked (the process was stopped, or the machine too busy to run it), so the figures count time in which Surfio issued nothing</source>
        <extracomment>%1 the longest sampling interval in seconds (2.1), %2 the interval asked for in milliseconds (100)</extracomment>
        <translation>l&apos;exécution a été suspendue&#xa0;: un intervalle d&apos;échantillonnage a duré %1 s au lieu des %2 ms demandées (le processus a été arrêté, ou la machine était trop occupée pour l&apos;exécuter), les chiffres comptent donc du temps pendant lequel Surfio n&apos;a rien émis</translation>
    </message>
    <message>
        <source>cannot open %1: %2; let Surfio ask UDisks2 to open it (polkit asks for a password once), or join the group that owns %1</source>
        <translation>impossible d’ouvrir %1 : %2 ; laissez Surfio demander à UDisks2 de l’ouvrir (polkit demande un mot de passe une fois), ou rejoignez le groupe propriétaire de %1</translation>
    </message>
    <message>
        <source>the descriptor UDisks2 handed over for %1 is not open on that device any more; start again to ask anew</source>
        <translation>le descripteur remis par UDisks2 pour %1 n’est plus ouvert sur ce périphérique ; relancez pour le redemander</translation>
    </message>
    <message>
        <source>%1 was opened through UDisks2 for reading only, and this matrix writes; start again to ask for writing</source>
        <translation>%1 a été ouvert par UDisks2 en lecture seule, et cette matrice écrit ; relancez pour demander l’écriture</translation>
    </message>
</context>
<context>
    <name>EngineFeatures</name>
    <message>
        <source>registered buffers</source>
        <translation>tampons enregistrés</translation>
    </message>
    <message>
        <source>registered files</source>
        <translation>fichiers enregistrés</translation>
    </message>
    <message>
        <source>buffers on %1 pages</source>
        <extracomment>%1 what backs the buffers, as the result file says: &quot;THP 2 MiB&quot;, &quot;hugetlb 2 MiB&quot;, &quot;4 KiB&quot;</extracomment>
        <translation>tampons sur des pages %1</translation>
    </message>
    <message numerus="yes">
        <source>up to %n I/O(s) per submission</source>
        <translation>
            <numerusform>jusqu’à %n E/S par soumission</numerusform>
            <numerusform>jusqu’à %n E/S par soumission</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waits for %n completion(s)</source>
        <translation>
            <numerusform>attend %n fin d’E/S</numerusform>
            <numerusform>attend %n fins d’E/S</numerusform>
        </translation>
    </message>
    <message>
        <source>one CPU per job (%1): each I/O a hand-off to a kernel thread</source>
        <extracomment>%1 a CPU list, &quot;0&quot; or &quot;0-1&quot;: Surfio pinned each job to one CPU, since at a low queue depth every I/O is a hand-off to a kernel thread (a loop device&apos;s worker, io_uring&apos;s worker for tmpfs)</extracomment>
        <translation>un CPU par job (%1) : chaque E/S passe par un thread du noyau</translation>
    </message>
</context>
<context>
    <name>FioEngine</name>
    <message>
        <source>the fio server %1 cannot be reached (%2): start `fio --server` on it, or check the address and port (fio&apos;s default is 8765) and the firewall</source>
        <translation>le serveur fio %1 est injoignable (%2)&#xa0;: lancez `fio --server` dessus, ou vérifiez l&apos;adresse et le port (8765 par défaut pour fio) ainsi que le pare-feu</translation>
    </message>
    <message>
        <source>the fio server %1 is not a known host name (%2): check its spelling or give its address</source>
        <translation>le serveur fio %1 n&apos;est pas un nom d&apos;hôte connu (%2)&#xa0;: vérifiez son orthographe ou donnez son adresse</translation>
    </message>
    <message>
        <source>the fio server %1 went away mid-run (%2): the points before this one are kept</source>
        <translation>le serveur fio %1 a disparu en cours d&apos;exécution (%2)&#xa0;: les points précédents sont conservés</translation>
    </message>
    <message>
        <source>fio is not installed (not found on PATH): install it (Debian: apt-get install fio) or choose Surfio&apos;s own engine</source>
        <translation>fio n&apos;est pas installé (introuvable dans le PATH)&#xa0;: installez-le (Debian&#xa0;: apt-get install fio) ou choisissez le moteur propre à Surfio</translation>
    </message>
    <message>
        <source>%1 --version did not answer: check that this fio runs</source>
        <translation>%1 --version n&apos;a pas répondu&#xa0;: vérifiez que ce fio fonctionne</translation>
    </message>
    <message>
        <source>%1 --version says &quot;%2&quot;, which is not fio&apos;s version: check that %1 is fio</source>
        <translation>%1 --version affiche «&#xa0;%2&#xa0;», qui n&apos;est pas une version de fio&#xa0;: vérifiez que %1 est bien fio</translation>
    </message>
    <message>
        <source>%1 is fio %2.%3, older than %4.%5, the first with the io_uring engine Surfio&apos;s job files use: install a newer fio or put one first on PATH</source>
        <translation>%1 est fio %2.%3, antérieur à %4.%5, la première version dotée du moteur io_uring qu&apos;utilisent les fichiers de tâches de Surfio&#xa0;: installez un fio plus récent ou placez-en un en tête du PATH</translation>
    </message>
    <message>
        <source>cannot write fio&apos;s job file in %1: %2</source>
        <translation>impossible d&apos;écrire le fichier de tâches de fio dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 n&apos;a pas démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare) on %3: a host may have stopped answering; it was stopped</source>
        <translation>fio ne s&apos;est pas terminé en %1 s (chauffe, durée et %2 s de marge) sur %3&#xa0;: un hôte a peut-être cessé de répondre&#xa0;; fio a été arrêté</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare): it was stopped</source>
        <translation>fio ne s&apos;est pas terminé en %1 s (chauffe, durée et %2 s de marge)&#xa0;: il a été arrêté</translation>
    </message>
    <message>
        <source>fio exited with code %1: %2</source>
        <translation>fio s&apos;est terminé avec le code %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>fio reported results from %1 of the %2 hosts (%3): the run stops here</source>
        <translation>fio a renvoyé des résultats pour %1 des %2 hôtes (%3)&#xa0;: l&apos;exécution s&apos;arrête ici</translation>
    </message>
    <message>
        <source>fio crashed</source>
        <translation>fio a planté</translation>
    </message>
    <message>
        <source>fio crashed: %1</source>
        <translation>fio a planté&#xa0;: %1</translation>
    </message>
    <message>
        <source>fio exited with code %1 and said nothing on its error output</source>
        <translation>fio s&apos;est terminé avec le code %1 sans rien écrire sur sa sortie d&apos;erreur</translation>
    </message>
    <message>
        <source>fio wrote no report</source>
        <translation>fio n&apos;a produit aucun rapport</translation>
    </message>
    <message>
        <source>fio wrote no report; it said: %1</source>
        <translation>fio n&apos;a produit aucun rapport&#xa0;; son message&#xa0;: %1</translation>
    </message>
    <message>
        <source>fio&apos;s report cannot be read: %1</source>
        <translation>le rapport de fio est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>fio reported no results for %1 (host:target): the run stops here</source>
        <translation>fio n’a renvoyé aucun résultat pour %1 (hôte:cible)&#xa0;: l’exécution s’arrête ici</translation>
    </message>
</context>
<context>
    <name>FioExport</name>
    <message>
        <source>Surfio repeats this matrix in rounds until steady state (at most %1 rounds); fio cannot, so the file holds one round.</source>
        <translation>Surfio répète cette matrice en cycles jusqu&apos;à l&apos;état stable (%1 cycles au plus)&#xa0;; fio ne le peut pas, le fichier ne contient donc qu&apos;un cycle.</translation>
    </message>
    <message>
        <source>The shuffled order&apos;s seed is picked when Surfio runs the matrix; the file has the order of seed 0. Give --order-seed for another.</source>
        <translation>La graine de l&apos;ordre aléatoire est tirée quand Surfio exécute la matrice&#xa0;; le fichier suit l&apos;ordre de la graine 0. Donnez --order-seed pour en obtenir un autre.</translation>
    </message>
    <message>
        <source>fio runs io_uring; where io_uring is unavailable Surfio would fall back to psync and fio stops with an error.</source>
        <translation>fio utilise io_uring&#xa0;; là où io_uring n&apos;est pas disponible, Surfio se replierait sur psync, alors que fio s&apos;arrête sur une erreur.</translation>
    </message>
    <message>
        <source>For the directory %1, fio works on one file, %2, and keeps it afterwards.</source>
        <translation>Pour le répertoire %1, fio travaille sur un seul fichier, %2, et le conserve ensuite.</translation>
    </message>
    <message>
        <source>The file writes to the device %1 and fio does not ask first, whatever is on it.</source>
        <translation>Le fichier écrit sur le périphérique %1 et fio ne demande pas de confirmation, quel que soit son contenu.</translation>
    </message>
    <message>
        <source>Surfio starts the sequential streams of several jobs on one target spread over its region; without a --size the file cannot say where, so in fio they all start at the region&apos;s start.</source>
        <translation>Surfio fait démarrer les flux séquentiels de plusieurs tâches sur une même cible en des points répartis sur sa zone&#xa0;; sans --size, le fichier ne peut pas dire où, donc dans fio ils démarrent tous au début de la zone.</translation>
    </message>
    <message>
        <source>Prints a matrix as a fio job file that fio runs unchanged: a preset, a saved result&apos;s matrix, or the one the run options describe (the same options as surfio run). One stonewalled section per point and trial, in Surfio&apos;s run order; what fio cannot express is said in comments.</source>
        <translation>Affiche une matrice sous forme de fichier de tâches que fio exécute tel quel&#xa0;: un préréglage, la matrice d&apos;un résultat enregistré ou celle que décrivent les options d&apos;exécution (les mêmes que pour surfio run). Une section stonewall par point et par essai, dans l&apos;ordre d&apos;exécution de Surfio&#xa0;; ce que fio ne sait pas exprimer figure en commentaires.</translation>
    </message>
    <message>
        <source>surfio export-fio: --output-format is for results; the job file has one format</source>
        <translation>surfio export-fio&#xa0;: --output-format concerne les résultats&#xa0;; le fichier de tâches n&apos;a qu&apos;un seul format</translation>
    </message>
    <message>
        <source>surfio export-fio: %1</source>
        <translation>surfio export-fio&#xa0;: %1</translation>
    </message>
    <message>
        <source>surfio export-fio: cannot write %1: %2</source>
        <translation>surfio export-fio&#xa0;: impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>On a loop device (queue depth %1 or less) or a file on tmpfs (%2 or less), Surfio runs each job on one CPU of its own, as its result&apos;s worker_cpus says, since every I/O is a hand-off to a kernel thread; fio leaves them to the scheduler. For the same in fio, add cpus_allowed= with those CPUs and cpus_allowed_policy=split to those sections.</source>
        <extracomment>%1 and %2 queue depths</extracomment>
        <translation>Sur un périphérique loop (profondeur de file %1 ou moins) ou un fichier sur tmpfs (%2 ou moins), Surfio exécute chaque job sur un CPU à lui, comme le dit worker_cpus dans son résultat, car chaque E/S passe par un thread du noyau ; fio les laisse à l’ordonnanceur. Pour faire de même avec fio, ajoutez cpus_allowed= avec ces CPU et cpus_allowed_policy=split à ces sections.</translation>
    </message>
    <message>
        <source>Surfio runs each unthrottled point again at shares of the IOPS it reached (--rate-steps); fio cannot measure a point before it sets a rate, so the file leaves those runs out. Give fio rate_iops= for them by hand.</source>
        <translation>Surfio exécute à nouveau chaque point non bridé à des pourcentages des IOPS qu&apos;il a atteintes (--rate-steps)&#xa0;; fio ne peut pas mesurer un point avant de fixer un débit, le fichier omet donc ces exécutions. Donnez-les à fio à la main avec rate_iops=.</translation>
    </message>
</context>
<context>
    <name>FioImport</name>
    <message>
        <source>A fio command line, e.g. &quot;fio --name=a --rw=randread --bs=4k&quot;.</source>
        <translation>Une ligne de commande fio, p. ex. &quot;fio --name=a --rw=randread --bs=4k&quot;.</translation>
    </message>
    <message>
        <source>Save it as a preset file instead (NAME.json), which surfio run --preset=NAME.json runs; add --engine=fio to run it through fio with the options Surfio&apos;s engine does not use.</source>
        <translation>L&apos;enregistrer plutôt comme fichier de préréglage (NOM.json), que surfio run --preset=NOM.json exécute&#xa0;; ajoutez --engine=fio pour l&apos;exécuter via fio avec les options que le moteur de Surfio n&apos;utilise pas.</translation>
    </message>
    <message>
        <source>A fio job file, or - for standard input.</source>
        <translation>Un fichier de tâches fio, ou - pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>surfio import-fio: give one job file (or - for standard input), or --command &quot;fio ...&quot;</source>
        <translation>surfio import-fio&#xa0;: donnez un fichier de tâches (ou - pour l&apos;entrée standard), ou --command &quot;fio ...&quot;</translation>
    </message>
    <message>
        <source>--command</source>
        <translation>option --command</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrée standard</translation>
    </message>
    <message>
        <source>surfio import-fio: %1: %2</source>
        <translation>surfio import-fio&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Imported from fio: %1</source>
        <translation>Importé de fio&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine: %1</source>
        <translation>Options non utilisées par le moteur de Surfio&#xa0;: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Remarques&#xa0;: %1</translation>
    </message>
    <message>
        <source>surfio import-fio: %1</source>
        <translation>surfio import-fio&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved the preset %1. Run it with:</source>
        <translation>Préréglage %1 enregistré. Pour l&apos;exécuter&#xa0;:</translation>
    </message>
    <message>
        <source>(a preset holds no target: give one, as above; add --engine=fio to run it through fio)</source>
        <translation>(un préréglage ne contient pas de cible&#xa0;: donnez-en une, comme ci-dessus&#xa0;; ajoutez --engine=fio pour l&apos;exécuter via fio)</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine (kept for a run through fio):</source>
        <translation>Options non utilisées par le moteur de Surfio (conservées pour une exécution via fio)&#xa0;:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Remarques&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no job: fio runs only the sections other than [global], and there is none</source>
        <translation>aucune tâche&#xa0;: fio n&apos;exécute que les sections autres que [global], et il n&apos;y en a aucune</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine</source>
        <translation>%1&#xa0;: %2 — non utilisé par le moteur de Surfio</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: %3</source>
        <translation>%1&#xa0;: %2 — non utilisé par le moteur de Surfio&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 n&apos;est pas un nombre entier de 0 à %2</translation>
    </message>
    <message>
        <source>%1 is not 0 or 1</source>
        <translation>%1 ne vaut ni 0 ni 1</translation>
    </message>
    <message>
        <source>%1: Surfio does not issue trims, so this job cannot be imported</source>
        <translation>%1&#xa0;: Surfio n&apos;émet pas de trim, cette tâche ne peut donc pas être importée</translation>
    </message>
    <message>
        <source>%1 is not an I/O pattern fio knows: use read, write, randread, randwrite, rw (readwrite) or randrw</source>
        <translation>%1 n&apos;est pas un motif d&apos;E/S connu de fio&#xa0;: utilisez read, write, randread, randwrite, rw (readwrite) ou randrw</translation>
    </message>
    <message>
        <source>%1 needs a value, e.g. %1=1</source>
        <translation>%1 demande une valeur, p. ex. %1=1</translation>
    </message>
    <message>
        <source>%1 is not a block size: use a number with an optional k or m suffix, e.g. bs=4k</source>
        <translation>%1 n&apos;est pas une taille de bloc&#xa0;: donnez un nombre avec un suffixe k ou m facultatif, p. ex. bs=4k</translation>
    </message>
    <message>
        <source>bssplit: %1</source>
        <translation>bssplit&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is not a size: use a number with an optional k, m, g or t suffix, or a percentage, e.g. size=4g or size=50%</source>
        <translation>%1 n&apos;est pas une taille&#xa0;: donnez un nombre avec un suffixe k, m, g ou t facultatif, ou un pourcentage, p. ex. size=4g ou size=50%</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. %2=1g</source>
        <translation>%1 n&apos;est pas une taille, p. ex. %2=1g</translation>
    </message>
    <message>
        <source>Surfio&apos;s region starts at a byte offset; it starts at 0</source>
        <translation>la zone de Surfio commence à un décalage en octets&#xa0;; elle commence donc à 0</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. offset=1g</source>
        <translation>%1 n&apos;est pas une taille, p. ex. offset=1g</translation>
    </message>
    <message>
        <source>%1 is not a time: use seconds or a number with ms, s, m or h, e.g. runtime=60</source>
        <translation>%1 n&apos;est pas une durée&#xa0;: donnez des secondes ou un nombre suivi de ms, s, m ou h, p. ex. runtime=60</translation>
    </message>
    <message>
        <source>%1 is not a time, e.g. ramp_time=5s</source>
        <translation>%1 n&apos;est pas une durée, p. ex. ramp_time=5s</translation>
    </message>
    <message>
        <source>Surfio runs its own engine (io_uring, or psync where io_uring is unavailable); with --engine=fio, fio uses it</source>
        <translation>Surfio utilise son propre moteur (io_uring, ou psync là où io_uring n&apos;est pas disponible)&#xa0;; avec --engine=fio, fio s&apos;en sert</translation>
    </message>
    <message>
        <source>Surfio repeats the same offsets from its seed on every run</source>
        <translation>Surfio répète les mêmes décalages à partir de sa graine à chaque exécution</translation>
    </message>
    <message>
        <source>%1 is not 1000 or 1024</source>
        <translation>%1 ne vaut ni 1000 ni 1024</translation>
    </message>
    <message>
        <source>%1: norandommap is what Surfio always does: random offsets keep no coverage map</source>
        <translation>%1&#xa0;: norandommap est ce que Surfio fait toujours&#xa0;: les décalages aléatoires ne tiennent aucune carte de couverture</translation>
    </message>
    <message>
        <source>%1: %2 has no effect on rw=%3, in fio as in Surfio</source>
        <translation>%1&#xa0;: %2 n&apos;a aucun effet avec rw=%3, dans fio comme dans Surfio</translation>
    </message>
    <message>
        <source>the %1 suffix (offsets skipped or random runs) is not modelled</source>
        <translation>le suffixe %1 (décalages sautés ou séries aléatoires) n&apos;est pas modélisé</translation>
    </message>
    <message>
        <source>Surfio has one split for reads and writes; %1 is used</source>
        <translation>Surfio a une seule répartition pour les lectures et les écritures&#xa0;; on utilise %1</translation>
    </message>
    <message>
        <source>bssplit wins over bs, as in fio</source>
        <translation>bssplit l&apos;emporte sur bs, comme dans fio</translation>
    </message>
    <message>
        <source>it gives no split for this job&apos;s direction</source>
        <translation>aucune répartition n&apos;est donnée pour le sens (lecture ou écriture) de cette tâche</translation>
    </message>
    <message>
        <source>Surfio has one block size for reads and writes; the read size %1 is used</source>
        <translation>Surfio a une seule taille de bloc pour les lectures et les écritures&#xa0;; on utilise la taille de lecture, %1</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; %1 is used</source>
        <translation>Surfio n&apos;a pas de plages de tailles de bloc&#xa0;; on utilise %1</translation>
    </message>
    <message>
        <source>Surfio has one cap for reads and writes; %1 is used</source>
        <translation>Surfio a un seul plafond pour les lectures et les écritures&#xa0;; on utilise %1</translation>
    </message>
    <message>
        <source>%1: %2 — fio caps reads and writes at this rate each; Surfio caps all I/Os of a job together</source>
        <translation>%1&#xa0;: %2 — fio plafonne à ce débit les lectures et les écritures séparément&#xa0;; Surfio plafonne ensemble toutes les E/S d&apos;une tâche</translation>
    </message>
    <message>
        <source>Surfio has one random share for reads and writes; %1 is used</source>
        <translation>Surfio a une seule part d&apos;aléatoire pour les lectures et les écritures&#xa0;; on utilise %1</translation>
    </message>
    <message>
        <source>%1: size=100% — the whole target, as Surfio&apos;s default region</source>
        <translation>%1&#xa0;: size=100% — la cible entière, comme la zone par défaut de Surfio</translation>
    </message>
    <message>
        <source>Surfio&apos;s region is the whole target or a size in bytes; the whole target is used</source>
        <translation>la zone de Surfio est la cible entière ou une taille en octets&#xa0;; on utilise la cible entière</translation>
    </message>
    <message>
        <source>%1: fio spreads the jobs&apos; files over %2 directories; Surfio&apos;s targets are in %3</source>
        <translation>%1&#xa0;: fio répartit les fichiers des tâches sur %2 répertoires&#xa0;; les cibles de Surfio sont dans %3</translation>
    </message>
    <message>
        <source>%1: no filename or directory, so fio would create its files in the directory it runs in; give Surfio a target (--filename or --directory) when running</source>
        <translation>%1&#xa0;: ni filename ni directory, fio créerait donc ses fichiers dans le répertoire où il s&apos;exécute&#xa0;; donnez une cible à Surfio (--filename ou --directory) au lancement</translation>
    </message>
    <message>
        <source>%1: fio gives each of the %2 jobs its own file in the directory; Surfio&apos;s jobs share one scratch file</source>
        <translation>%1&#xa0;: fio donne à chacune des %2 tâches son propre fichier dans le répertoire&#xa0;; les tâches de Surfio partagent un même fichier temporaire</translation>
    </message>
    <message>
        <source>%1: time_based without runtime runs until fio is stopped; Surfio runs %2</source>
        <translation>%1&#xa0;: time_based sans runtime tourne jusqu&apos;à l&apos;arrêt de fio&#xa0;; Surfio tourne %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the whole target</source>
        <translation>la cible entière</translation>
    </message>
    <message>
        <source>job %1 (%2) has %3 %4 but job %5 has %6: Surfio&apos;s matrix has one %3 for every point, so %6 from job %5 is used; import the jobs separately to keep both</source>
        <translation>%3 vaut %4 pour la tâche %1 (%2) mais %6 pour la tâche %5&#xa0;: la matrice de Surfio n&apos;a qu&apos;un %3 pour tous les points, on utilise donc %6 (tâche %5)&#xa0;; importez les tâches séparément pour garder les deux</translation>
    </message>
    <message>
        <source>job %1 (%2) has no stonewall, so fio runs it at the same time as the job before it; Surfio runs the jobs one after another</source>
        <translation>la tâche %1 (%2) n&apos;a pas de stonewall, fio l&apos;exécute donc en même temps que la tâche précédente&#xa0;; Surfio exécute les tâches l&apos;une après l&apos;autre</translation>
    </message>
    <message>
        <source>group_reporting: Surfio always reports the jobs of a point together, as group_reporting does</source>
        <translation>group_reporting&#xa0;: Surfio regroupe toujours les résultats des tâches d&apos;un point, comme le fait group_reporting</translation>
    </message>
    <message>
        <source>direct=0: the runs go through the page cache (fio&apos;s default when direct is not given)</source>
        <translation>direct=0&#xa0;: les exécutions passent par le cache de pages (valeur par défaut de fio quand direct n&apos;est pas donné)</translation>
    </message>
    <message>
        <source>job %1: Surfio will not run this point as it is: %2</source>
        <translation>tâche %1&#xa0;: Surfio n&apos;exécutera pas ce point en l&apos;état&#xa0;: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no closing ]</source>
        <translation>l&apos;en-tête de section «&#xa0;%1&#xa0;» n&apos;a pas de ] fermant</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no name</source>
        <translation>l&apos;en-tête de section «&#xa0;%1&#xa0;» n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: included job files are not read; import that file on its own</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: les fichiers de tâches inclus ne sont pas lus&#xa0;; importez ce fichier séparément</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; comes before any section: put it under [global] or a [job]</source>
        <translation>l&apos;option «&#xa0;%1&#xa0;» précède toute section&#xa0;: placez-la sous [global] ou dans une section de tâche</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>la ligne de commande</translation>
    </message>
    <message>
        <source>argument %1 (%2)</source>
        <translation>argument %1 (%2)</translation>
    </message>
    <message>
        <source>reading a job file from standard input is not imported here</source>
        <translation>la lecture d&apos;un fichier de tâches sur l&apos;entrée standard n&apos;est pas importée ici</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a job file: import it with surfio import-fio %1</source>
        <translation>«&#xa0;%1&#xa0;» est un fichier de tâches&#xa0;: importez-le avec surfio import-fio %1</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: an option of fio itself</source>
        <translation>%1&#xa0;: %2 — non utilisé par le moteur de Surfio&#xa0;: une option propre à fio</translation>
    </message>
    <message>
        <source>the fio command line is empty</source>
        <translation>la ligne de commande fio est vide</translation>
    </message>
    <message>
        <source>%1: %2 — the job only writes, so %3 is used</source>
        <translation>%1&#xa0;: %2 — la tâche ne fait qu&apos;écrire, on utilise donc %3</translation>
    </message>
    <message>
        <source>%1: %2 — the job only reads, so %3 is used</source>
        <translation>%1&#xa0;: %2 — la tâche ne fait que lire, on utilise donc %3</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; the bssplit is used</source>
        <translation>Surfio n&apos;a pas de plages de tailles de bloc&#xa0;; on utilise la répartition bssplit</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target or at runtime; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1&#xa0;: fio termine la tâche après un passage sur la cible ou au bout de runtime&#xa0;; Surfio ne connaît pas ici la taille de la cible et tourne %2</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1&#xa0;: fio termine la tâche après un passage sur la cible&#xa0;; Surfio ne connaît pas ici la taille de la cible et tourne %2</translation>
    </message>
    <message>
        <source>Surfio checks with crc32c only, so this job runs without verify; verify=crc32c keeps it</source>
        <translation>Surfio ne vérifie qu&apos;avec crc32c, donc ce job tourne sans vérification ; verify=crc32c la conserve</translation>
    </message>
    <message>
        <source>Surfio checks every 512 bytes</source>
        <translation>Surfio vérifie tous les 512 octets</translation>
    </message>
    <message>
        <source>%1 is not a CPU list: give CPU numbers and ranges separated by commas, e.g. cpus_allowed=0-3,5</source>
        <translation>%1 n&apos;est pas une liste de CPU&#xa0;: donnez des numéros de CPU et des plages séparés par des virgules, p. ex. cpus_allowed=0-3,5</translation>
    </message>
    <message>
        <source>Surfio&apos;s engine waits for at least one completion, so 1 is used</source>
        <translation>le moteur de Surfio attend au moins une complétion, donc 1 est utilisé</translation>
    </message>
    <message>
        <source>iodepth_batch_submit is not given: fio would submit each I/O on its own (its default, 1), Surfio submits by its own rule; give iodepth_batch_submit=1 to submit as fio does</source>
        <translation>iodepth_batch_submit n&apos;est pas donné&#xa0;: fio soumettrait chaque E/S seule (sa valeur par défaut, 1), Surfio soumet selon sa propre règle&#xa0;; donnez iodepth_batch_submit=1 pour soumettre comme fio</translation>
    </message>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>this is JSON, not a fio job file: fio&apos;s JSON output is read by surfio compare, surfio report and the workbench&apos;s Open; import-fio reads job files (name=value lines under [sections])</source>
        <translation>c&apos;est du JSON, pas un fichier de tâches fio&#xa0;: la sortie JSON de fio se lit avec surfio compare, surfio report et Ouvrir dans l&apos;interface graphique&#xa0;; import-fio lit des fichiers de tâches (lignes nom=valeur sous des [sections])</translation>
    </message>
    <message>
        <source>this is not text: give a fio job file (name=value lines under [sections])</source>
        <translation>ce n&apos;est pas du texte&#xa0;: donnez un fichier de tâches fio (lignes nom=valeur sous des [sections])</translation>
    </message>
    <message>
        <source>surfio import-fio: --output: %1</source>
        <translation>surfio import-fio&#xa0;: --output&#xa0;: %1</translation>
    </message>
    <message>
        <source>--output is empty: give the preset file to save (NAME.json), or leave --output out to print the preset</source>
        <translation>--output est vide&#xa0;: donnez le fichier de préréglage à enregistrer (NOM.json), ou omettez --output pour afficher le préréglage</translation>
    </message>
    <message>
        <source>--output=%1: a preset file&apos;s name ends in .json</source>
        <translation>--output=%1&#xa0;: le nom d&apos;un fichier de préréglage se termine par .json</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reads a fio job file or a fio command line and prints it as a Surfio preset file (JSON, which surfio run --preset=FILE.json runs). Each fio job becomes one point, in the file&apos;s order. Options Surfio&apos;s engine does not use, and where the matrix differs from what fio would run, are listed on standard error.</source>
        <translation>Lit un fichier de tâches fio ou une ligne de commande fio et l&apos;affiche sous forme de fichier de préréglage Surfio (JSON, que surfio run --preset=FICHIER.json exécute). Chaque tâche fio devient un point, dans l&apos;ordre du fichier. Les options que le moteur de Surfio n&apos;utilise pas, ainsi que les écarts entre la matrice et ce que fio exécuterait, sont listés sur la sortie d&apos;erreur standard.</translation>
    </message>
</context>
<context>
    <name>FioJson</name>
    <message>
        <source>fio JSON is damaged at line %1: %2</source>
        <translation>le JSON de fio est endommagé à la ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>ce n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>no fio JSON output: no line starts with &apos;{&apos;</source>
        <translation>aucune sortie JSON de fio&#xa0;: aucune ligne ne commence par «&#xa0;{&#xa0;»</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a positive whole number</source>
        <translation>%1 &quot;%2&quot; n&apos;est pas un nombre entier positif</translation>
    </message>
    <message>
        <source>rw &quot;%1&quot; is not an I/O pattern Surfio knows</source>
        <translation>rw &quot;%1&quot; n&apos;est pas un motif d&apos;E/S connu de Surfio</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a percentage</source>
        <translation>%1 &quot;%2&quot; n&apos;est pas un pourcentage</translation>
    </message>
    <message>
        <source>bssplit &quot;%1&quot;: %2</source>
        <translation>bssplit &quot;%1&quot;&#xa0;: %2</translation>
    </message>
    <message>
        <source>bs &quot;%1&quot; is not a block size</source>
        <translation>bs &quot;%1&quot; n&apos;est pas une taille de bloc</translation>
    </message>
    <message>
        <source>runtime &quot;%1&quot; is not a duration</source>
        <translation>runtime &quot;%1&quot; n&apos;est pas une durée</translation>
    </message>
    <message>
        <source>%1[%2] (job &quot;%3&quot;)</source>
        <translation>%1[%2] (tâche &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1 has no &quot;read&quot; and &quot;write&quot; objects (unified_rw_reporting is not read)</source>
        <translation>%1 n&apos;a pas d&apos;objets &quot;read&quot; et &quot;write&quot; (unified_rw_reporting n&apos;est pas lu)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>fio reported error %1 (%2)</source>
        <translation>fio a signalé l&apos;erreur %1 (%2)</translation>
    </message>
    <message>
        <source>not fio JSON output: no &quot;jobs&quot; or &quot;client_stats&quot; array</source>
        <translation>ce n&apos;est pas une sortie JSON de fio&#xa0;: aucun tableau &quot;jobs&quot; ni &quot;client_stats&quot;</translation>
    </message>
    <message>
        <source>latency percentile &quot;%1&quot; is not a percentage</source>
        <translation>le centile de latence « %1 » n&apos;est pas un pourcentage</translation>
    </message>
    <message>
        <source>it holds no job results (&quot;jobs&quot; is empty): fio measured nothing, so there is nothing to read</source>
        <translation>il ne contient aucun résultat de tâche (&quot;jobs&quot; est vide)&#xa0;: fio n&apos;a rien mesuré, il n&apos;y a donc rien à lire</translation>
    </message>
    <message>
        <source>%1 is not one of the sections fio was given for this point: the passed-through options may have added jobs</source>
        <translation>%1 n&apos;est pas l&apos;une des sections données à fio pour ce point&#xa0;: les options transmises telles quelles ont peut-être ajouté des tâches</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>%1 cannot be written: the image could not be encoded</source>
        <translation>%1 ne peut pas être écrit&#xa0;: l&apos;image n&apos;a pas pu être encodée</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a file: give a fio job file</source>
        <translation>%1 est %2, pas un fichier&#xa0;: donnez un fichier de tâches fio</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a fio job file is text of a few KiB</source>
        <translation>%1 dépasse %2&#xa0;: un fichier de tâches fio est un texte de quelques KiB</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a preset file (.json)</source>
        <translation>%1 est %2, pas un fichier&#xa0;: donnez un fichier de préréglage (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a preset file is text of a few KiB</source>
        <translation>%1 dépasse %2&#xa0;: un fichier de préréglage est un texte de quelques KiB</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a result file (.json)</source>
        <translation>%1 est %2, pas un fichier&#xa0;: donnez un fichier de résultat (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a result: is it a result file?</source>
        <translation>%1 dépasse %2, le maximum que Surfio lit comme résultat&#xa0;: est-ce bien un fichier de résultat&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give the journal of an interrupted run (RESULT.json.journal)</source>
        <translation>%1 est %2, pas un fichier&#xa0;: donnez le journal d&apos;une exécution interrompue (RESULTAT.json.journal)</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a journal: is it a journal?</source>
        <translation>%1 dépasse %2, le maximum que Surfio lit comme journal&#xa0;: est-ce bien un journal&#xa0;?</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>un répertoire</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique en mode bloc</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>un FIFO (tube nommé)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>l&apos;entrée standard</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a volume profile file (.json)</source>
        <translation>%1 est %2, pas un fichier&#xa0;: donnez un fichier de profil de volume (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a volume profile is text of a few KiB</source>
        <translation>%1 dépasse %2&#xa0;: un profil de volume est un texte de quelques Kio</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1` (or Run → Resume interrupted run), or remove it to start over</source>
        <translation>%1 existe&#xa0;: il appartient à une exécution interrompue. Reprenez-la avec `surfio resume %1` (ou Exécuter → Reprendre une exécution interrompue), ou supprimez-le pour repartir de zéro</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>impossible de créer le journal %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>impossible d&apos;ouvrir le journal %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot repair the journal %1: %2</source>
        <translation>impossible de réparer le journal %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write the journal %1: %2</source>
        <translation>impossible d&apos;écrire le journal %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 est endommagé à la ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>ce n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>%1 is not a Surfio journal this version reads (line 1 has no &quot;surfio_journal&quot;: 1)</source>
        <translation>%1 n&apos;est pas un journal Surfio lisible par cette version (la ligne 1 ne contient pas &quot;surfio_journal&quot;: 1)</translation>
    </message>
    <message>
        <source>%1 line 1: %2</source>
        <translation>%1, ligne 1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no &quot;output&quot; path</source>
        <translation>pas de chemin &quot;output&quot;</translation>
    </message>
    <message>
        <source>neither a &quot;run&quot; nor a &quot;precondition&quot; record</source>
        <translation>ni un enregistrement &quot;run&quot; ni un enregistrement &quot;precondition&quot;</translation>
    </message>
    <message>
        <source>point %1, trial %2, round %3</source>
        <translation>point %1, essai %2, cycle %3</translation>
    </message>
    <message>
        <source>%1 is not in the run&apos;s matrix</source>
        <translation>%1 ne fait pas partie de la matrice de l&apos;exécution</translation>
    </message>
    <message>
        <source>the run recorded as %1 is not that point of the matrix</source>
        <translation>l&apos;exécution enregistrée comme %1 ne correspond pas à ce point de la matrice</translation>
    </message>
    <message>
        <source>%1 is recorded twice</source>
        <translation>%1 est enregistré deux fois</translation>
    </message>
    <message numerus="yes">
        <source>%n finished run(s) are missing from the journal %1</source>
        <translation>
            <numerusform>%n exécution terminée manque dans le journal %1</numerusform>
            <numerusform>%n exécutions terminées manquent dans le journal %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 line 1: &quot;format&quot; is &quot;%2&quot;, not one Surfio writes (json, csv or normal)</source>
        <translation>%1 ligne 1&#xa0;: &quot;format&quot; vaut &quot;%2&quot;, qui n&apos;est pas un format écrit par Surfio (json, csv ou normal)</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to resume; start the run again (it takes the journal over) or remove it</source>
        <translation>%1 est vide&#xa0;: il n&apos;y a rien à reprendre&#xa0;; relancez l&apos;exécution (elle reprend ce journal) ou supprimez-le</translation>
    </message>
</context>
<context>
    <name>JournalLock</name>
    <message>
        <source>%1 is in use by another Surfio run (PID %2): wait until it ends, or stop it first</source>
        <translation>%1 est utilisé par une autre exécution de Surfio (PID %2)&#xa0;: attendez qu&apos;elle se termine, ou arrêtez-la d&apos;abord</translation>
    </message>
    <message>
        <source>%1 is in use by another Surfio run: wait until it ends, or stop it first</source>
        <translation>%1 est utilisé par une autre exécution de Surfio&#xa0;: attendez qu&apos;elle se termine, ou arrêtez-la d&apos;abord</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>impossible de créer le journal %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot lock the journal %1: %2</source>
        <translation>impossible de verrouiller le journal %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>impossible d&apos;ouvrir le journal %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>JsonNumbers</name>
    <message>
        <source>%1 is %2, not %3</source>
        <translation>%1 vaut %2 au lieu d&apos;être %3</translation>
    </message>
    <message>
        <source>a count (a whole number from 0)</source>
        <translation>un compte (un nombre entier supérieur ou égal à 0)</translation>
    </message>
    <message>
        <source>a number from 0</source>
        <translation>un nombre supérieur ou égal à 0</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Start the run at once.</source>
        <translation>Lancer l&apos;exécution immédiatement.</translation>
    </message>
    <message>
        <source>When the run finishes, save the window as a PNG.</source>
        <translation>À la fin de l&apos;exécution, enregistrer la fenêtre en PNG.</translation>
    </message>
    <message>
        <source>When the run finishes, save the surface as a PNG.</source>
        <translation>À la fin de l&apos;exécution, enregistrer la surface en PNG.</translation>
    </message>
    <message>
        <source>When the run finishes, save the result as JSON.</source>
        <translation>À la fin de l&apos;exécution, enregistrer le résultat en JSON.</translation>
    </message>
    <message>
        <source>Quit when the run finishes (exit code 0 when it succeeded).</source>
        <translation>Quitter à la fin de l&apos;exécution (code de sortie 0 si elle a réussi).</translation>
    </message>
    <message>
        <source>When the run finishes, print the longest pause of the window&apos;s event loop during it.</source>
        <translation>À la fin de l&apos;exécution, afficher la plus longue pause de la boucle d&apos;événements de la fenêtre pendant celle-ci.</translation>
    </message>
    <message>
        <source>The matrix editor&apos;s tab to show, also in --screenshot: points or method.</source>
        <translation>L&apos;onglet de l&apos;éditeur de matrice à afficher, y compris dans --screenshot&#xa0;: points ou method.</translation>
    </message>
    <message>
        <source>--setup-tab=%1 is not a tab of the matrix editor: use points or method</source>
        <translation>--setup-tab=%1 n&apos;est pas un onglet de l&apos;éditeur de matrice&#xa0;: utilisez points ou method</translation>
    </message>
    <message>
        <source>What the 2D tab shows: lines (the default) or heat-map.</source>
        <translation>Ce qu&apos;affiche l&apos;onglet 2D&#xa0;: lines (par défaut) ou heat-map.</translation>
    </message>
    <message>
        <source>When the run finishes, export the chart of the view on show (--tab) as a PNG or an SVG, by the file&apos;s suffix, with its title, axis titles, colour scale and how it was measured.</source>
        <translation>À la fin de l&apos;exécution, exporter le graphique de la vue affichée (--tab) en PNG ou en SVG, selon l&apos;extension du fichier, avec son titre, les titres des axes, l&apos;échelle de couleurs et les conditions de mesure.</translation>
    </message>
    <message>
        <source>The size of --export-chart in pixels, WIDTHxHEIGHT (default 1920x1080).</source>
        <translation>La taille de --export-chart en pixels, LARGEURxHAUTEUR (par défaut 1920x1080).</translation>
    </message>
    <message>
        <source>light (the default) or dark, for --export-chart.</source>
        <translation>light (par défaut) ou dark, pour --export-chart.</translation>
    </message>
    <message>
        <source>The title of --export-chart (default: the device or target, the pattern, the queue depth and jobs); empty for none.</source>
        <translation>Le titre de --export-chart (par défaut&#xa0;: le périphérique ou la cible, le motif, la profondeur de file et les tâches)&#xa0;; vide pour aucun titre.</translation>
    </message>
    <message>
        <source>--2d-chart=%1 is not a chart of the 2D tab: use lines or heat-map</source>
        <translation>--2d-chart=%1 n&apos;est pas un graphique de l&apos;onglet 2D&#xa0;: utilisez lines ou heat-map</translation>
    </message>
    <message>
        <source>--export-size=%1 is not a size: give WIDTHxHEIGHT in pixels, each from 16 to 16384, e.g. 1920x1080</source>
        <translation>--export-size=%1 n&apos;est pas une taille&#xa0;: donnez LARGEURxHAUTEUR en pixels, chacune de 16 à 16384, p. ex. 1920x1080</translation>
    </message>
    <message>
        <source>--export-theme=%1 is not a theme: use light or dark</source>
        <translation>--export-theme=%1 n&apos;est pas un thème&#xa0;: utilisez light ou dark</translation>
    </message>
    <message>
        <source>Full screen (Esc or F11 leaves it); the matrix repeats on the same laid-out target until stopped. Keeps only the last loop&apos;s result (surfio-demo-last.json in the runs folder), no journal and no settings. A touch on its figures or a key stops it.</source>
        <translation>Plein écran (Échap ou F11 pour en sortir)&#xa0;; la matrice se répète sur la même cible préremplie jusqu&apos;à l&apos;arrêt. Ne garde que le résultat de la dernière boucle (surfio-demo-last.json dans le dossier des exécutions)&#xa0;: ni journal, ni paramètres enregistrés. Toucher ses chiffres ou appuyer sur une touche l&apos;arrête.</translation>
    </message>
    <message>
        <source>With --demo: a loop of each preset in turn (names as surfio presets lists them), the other job options applied to each, until stopped. With --quit-when-done, each preset once.</source>
        <translation>Avec --demo&#xa0;: une boucle qui joue chaque préréglage à tour de rôle (noms tels que surfio presets les affiche), les autres options de tâche s&apos;appliquant à chacun, jusqu&apos;à l&apos;arrêt. Avec --quit-when-done, chaque préréglage une fois.</translation>
    </message>
    <message>
        <source>--demo-playlist names the presets: leave out --preset and --rerun</source>
        <translation>--demo-playlist désigne les préréglages&#xa0;: retirez --preset et --rerun</translation>
    </message>
    <message>
        <source>--demo-playlist=%1 has an empty name: give preset names separated by commas, e.g. --demo-playlist=oltp,video</source>
        <translation>--demo-playlist=%1 contient un nom vide&#xa0;: donnez des noms de préréglages séparés par des virgules, p. ex. --demo-playlist=oltp,video</translation>
    </message>
    <message>
        <source>--demo-playlist: %1</source>
        <translation>--demo-playlist&#xa0;: %1</translation>
    </message>
    <message>
        <source>--%1 only goes with --demo</source>
        <translation>--%1 ne va qu&apos;avec --demo</translation>
    </message>
    <message>
        <source>With --demo: race a saved result, e.g. &quot;4.2× the IOPS of a SATA SSD at 4 KiB random read&quot; while that workload runs.</source>
        <translation>Avec --demo&#xa0;: se mesurer à un résultat enregistré, p. ex. &quot;4,2× les IOPS d’un SSD SATA en lecture aléatoire 4 KiB&quot; pendant que cette charge de travail tourne.</translation>
    </message>
    <message>
        <source>Show a saved result (Surfio&apos;s or fio&apos;s JSON) at start; without --autostart, --screenshot and --quit-when-done act once it is on show.</source>
        <translation>Afficher un résultat enregistré (JSON de Surfio ou de fio) au démarrage&#xa0;; sans --autostart, --screenshot et --quit-when-done agissent dès qu&apos;il est affiché.</translation>
    </message>
    <message>
        <source>Compare a saved result (Surfio&apos;s or fio&apos;s JSON) with the one on show, as File → Compare with… does; repeat it for more.</source>
        <translation>Comparer un résultat enregistré (JSON de Surfio ou de fio) avec le résultat affiché, comme le fait Fichier → Comparer avec…&#xa0;; répétez l&apos;option pour en comparer d&apos;autres.</translation>
    </message>
    <message>
        <source>The view to show, also in --screenshot: live, surface, 2d, results, steady-state, load, compare or log.</source>
        <translation>La vue à afficher, y compris dans --screenshot&#xa0;: live, surface, 2d, results, steady-state, load, compare ou log.</translation>
    </message>
    <message>
        <source>--tab=%1 is not a view: use live, surface, 2d, results, steady-state, load, compare or log</source>
        <translation>--tab=%1 n&apos;est pas une vue&#xa0;: utilisez live, surface, 2d, results, steady-state, load, compare ou log</translation>
    </message>
    <message>
        <source>When the run finishes, write a report of the result on show and the runs compared with it: one HTML file with its images inside, or a PDF, by the file&apos;s suffix.</source>
        <translation>À la fin de l&apos;exécution, écrire un rapport du résultat affiché et des exécutions comparées avec lui&#xa0;: un seul fichier HTML contenant ses images, ou un PDF, selon l&apos;extension du fichier.</translation>
    </message>
    <message>
        <source>--export-report=%1 is neither an .html nor a .pdf file: the suffix chooses the format</source>
        <translation>--export-report=%1 n&apos;est ni un fichier .html ni un fichier .pdf&#xa0;: l&apos;extension détermine le format</translation>
    </message>
    <message>
        <source>--compare-show=%1 is not a view of the Compare tab: use table or ratio</source>
        <translation>--compare-show=%1 n&apos;est pas une vue de l&apos;onglet Comparaison&#xa0;: utilisez table ou ratio</translation>
    </message>
    <message>
        <source>What the Compare tab shows: table (the default) or ratio (the ratio surface).</source>
        <translation>Ce qu&apos;affiche l&apos;onglet Comparaison&#xa0;: table (par défaut) ou ratio (la surface des rapports).</translation>
    </message>
    <message>
        <source>--export-chart=%1 is neither a .png nor an .svg file: the suffix chooses the format</source>
        <translation>--export-chart=%1 n&apos;est ni un fichier .png ni un fichier .svg&#xa0;: c&apos;est l&apos;extension qui détermine le format</translation>
    </message>
    <message>
        <source>it is empty: give the file to write</source>
        <translation>valeur vide&#xa0;: donnez le fichier à écrire</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>When the run finishes, save the detail window of the point picked (--point), else of the first, as a PNG.</source>
        <translation>À la fin de l&apos;exécution, enregistre en PNG la fenêtre de détail du point choisi (--point), sinon du premier.</translation>
    </message>
    <message>
        <source>When the run finishes or the result opens, pick this point (1 for the first): the Results table&apos;s current row, in every view.</source>
        <translation>À la fin de l&apos;exécution ou à l&apos;ouverture du résultat, choisit ce point (1 pour le premier)&#xa0;: la ligne courante du tableau Résultats, dans toutes les vues.</translation>
    </message>
    <message>
        <source>--point=%1 is not a point: give its number, 1 for the first</source>
        <translation>--point=%1 n&apos;est pas un point&#xa0;: donnez son numéro, 1 pour le premier</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>surfio %1 (liburing %2, Qt %3)
</source>
        <translation>surfio %1 (liburing %2, Qt %3)
</translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>surfio: %1 (see surfio --help)</source>
        <translation>surfio&#xa0;: %1 (voir surfio --help)</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio&#xa0;: %1</translation>
    </message>
    <message>
        <source>surfio: there is no display for the workbench: use `surfio run` with the same options for a headless run, or set DISPLAY
</source>
        <translation>surfio&#xa0;: pas d&apos;affichage pour l&apos;interface graphique&#xa0;: utilisez `surfio run` avec les mêmes options pour une exécution sans interface, ou définissez DISPLAY
</translation>
    </message>
    <message>
        <source>surfio: %1 is not a command: use one of %2, or options alone for the workbench (surfio --help)</source>
        <translation>surfio&#xa0;: %1 n&apos;est pas une commande&#xa0;: utilisez l&apos;une des commandes %2, ou seulement des options pour l&apos;interface graphique (surfio --help)</translation>
    </message>
    <message>
        <source>Surfio, a storage I/O benchmarking workbench. With a display it opens the workbench; the job options below (fio&apos;s names, as for `surfio run`) fill its matrix and target.
Commands: surfio run [options] runs headless (surfio run --help); surfio presets [NAME] lists the presets or describes one; surfio volumes [SPEC] lists what cloud volumes promise; surfio resume JOURNAL finishes an interrupted run; surfio export-fio [options] writes the matrix as a fio job file; surfio import-fio FILE reads one; surfio compare A.json B.json compares saved results point by point; surfio report RESULT.json --output=FILE.html|FILE.pdf writes a report of one.</source>
        <translation>Surfio, un banc d&apos;essai des E/S de stockage. Avec un affichage, il ouvre l&apos;interface graphique&#xa0;; les options de tâche ci-dessous (noms de fio, comme pour `surfio run`) remplissent sa matrice et sa cible.
Commandes&#xa0;: surfio run [options] exécute sans interface graphique (surfio run --help)&#xa0;; surfio presets [NOM] liste les préréglages ou en décrit un&#xa0;; surfio volumes [SPEC] liste ce que promettent les volumes cloud&#xa0;; surfio resume JOURNAL termine une exécution interrompue&#xa0;; surfio export-fio [options] écrit la matrice sous forme de fichier de tâches fio&#xa0;; surfio import-fio FICHIER en lit un&#xa0;; surfio compare A.json B.json compare des résultats enregistrés point par point&#xa0;; surfio report RESULT.json --output=FILE.html|FILE.pdf écrit le rapport d&apos;un résultat.</translation>
    </message>
</context>
<context>
    <name>MatrixJson</name>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a whole number from %3 to %4</source>
        <translation>&quot;%1&quot; contient %2, qui n&apos;est pas un nombre entier de %3 à %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list, e.g. [1, 2]</source>
        <translation>&quot;%1&quot; doit être une liste, p. ex. [1, 2]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty: give at least one value</source>
        <translation>&quot;%1&quot; est vide&#xa0;: donnez au moins une valeur</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a time in milliseconds</source>
        <translation>&quot;%1&quot; contient %2, qui n&apos;est pas une durée en millisecondes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list of strings</source>
        <translation>&quot;%1&quot; doit être une liste de chaînes</translation>
    </message>
    <message>
        <source>&quot;rw&quot; should be a list of patterns, e.g. [&quot;randrw&quot;]</source>
        <translation>&quot;rw&quot; doit être une liste de motifs, p. ex. [&quot;randrw&quot;]</translation>
    </message>
    <message>
        <source>&quot;rw&quot; holds &quot;%1&quot;, which is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>&quot;rw&quot; contient &quot;%1&quot;, qui n&apos;est pas un motif&#xa0;: utilisez read, write, randread, randwrite, rw ou randrw</translation>
    </message>
    <message>
        <source>&quot;rw&quot; is empty: give at least one pattern</source>
        <translation>&quot;rw&quot; est vide&#xa0;: donnez au moins un motif</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; should be a list of splits, e.g. [&quot;4k/60:64k/40&quot;]</source>
        <translation>&quot;bssplit&quot; doit être une liste de répartitions, p. ex. [&quot;4k/60:64k/40&quot;]</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot;: %1</source>
        <translation>&quot;bssplit&quot;&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; holds %1, outside 512 bytes to 64 MiB</source>
        <translation>&quot;bssplit&quot; contient %1, hors de la plage de 512 octets à 64 MiB</translation>
    </message>
    <message>
        <source>a sweep has neither &quot;bs&quot; nor &quot;bssplit&quot;: give at least one block size</source>
        <translation>un balayage n&apos;a ni &quot;bs&quot; ni &quot;bssplit&quot;&#xa0;: donnez au moins une taille de bloc</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: check its spelling against the documented format</source>
        <translation>clé inconnue &quot;%1&quot;&#xa0;: vérifiez son orthographe d&apos;après le format documenté</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2: check its spelling against the documented format</source>
        <translation>clé inconnue &quot;%1&quot; dans %2&#xa0;: vérifiez son orthographe d&apos;après le format documenté</translation>
    </message>
    <message>
        <source>&quot;sweeps&quot; should be a list of at least one sweep</source>
        <translation>&quot;sweeps&quot; doit être une liste d&apos;au moins un balayage</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given both at the top and in &quot;sweeps&quot;: put it in each sweep</source>
        <translation>&quot;%1&quot; est donné à la fois au niveau supérieur et dans &quot;sweeps&quot;&#xa0;: placez-le dans chaque balayage</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>balayage %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>ce n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>&quot;percentage_random&quot; holds %1, which is not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>&quot;percentage_random&quot; contient %1, qui n&apos;est ni -1 (la valeur propre au motif) ni une valeur de 0 à 100</translation>
    </message>
    <message>
        <source>&quot;engine&quot; holds &quot;%1&quot;: use auto, io_uring, psync or fio</source>
        <translation>&quot;engine&quot; contient &quot;%1&quot;&#xa0;: utilisez auto, io_uring, psync ou fio</translation>
    </message>
    <message>
        <source>&quot;order&quot; holds &quot;%1&quot;: use listed, pts or shuffled</source>
        <translation>&quot;order&quot; contient &quot;%1&quot;&#xa0;: utilisez listed, pts ou shuffled</translation>
    </message>
    <message>
        <source>&quot;precondition&quot; should be true or false</source>
        <translation>&quot;precondition&quot; doit valoir true ou false</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; should be an object, e.g. {&quot;enabled&quot;: true}</source>
        <translation>&quot;steady_state&quot; doit être un objet, p. ex. {&quot;enabled&quot;: true}</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;enabled&quot; should be true or false</source>
        <translation>&quot;steady_state&quot; &quot;enabled&quot; doit valoir true ou false</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot;: %1</source>
        <translation>&quot;steady_state&quot;&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; holds something that is not {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;steady_state&quot; &quot;track&quot; contient un élément qui n&apos;est pas de la forme {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot;: %1</source>
        <translation>&quot;steady_state&quot; &quot;track&quot;&#xa0;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; is empty: give at least one {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;steady_state&quot; &quot;track&quot; est vide&#xa0;: donnez au moins un {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;hosts&quot; needs &quot;engine&quot;: &quot;fio&quot;: only fio runs on other hosts</source>
        <translation>&quot;hosts&quot; exige &quot;engine&quot;: &quot;fio&quot;&#xa0;: seul fio s&apos;exécute sur d&apos;autres hôtes</translation>
    </message>
    <message>
        <source>&quot;verify&quot; holds &quot;%1&quot;: use %2</source>
        <translation>«&#xa0;verify&#xa0;» contient «&#xa0;%1&#xa0;»&#xa0;: utilisez %2</translation>
    </message>
    <message>
        <source>the lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them or split the matrix</source>
        <translation>les listes donnent %1 points, plus que les %2 d’une matrice que Surfio exécute&#xa0;: raccourcissez-les ou divisez la matrice</translation>
    </message>
    <message>
        <source>&quot;cpus_allowed&quot; holds %1, which is not a CPU list: give CPU numbers and ranges as fio&apos;s, e.g. &quot;0-3,5&quot;</source>
        <translation>«&#xa0;cpus_allowed&#xa0;» contient %1, qui n&apos;est pas une liste de CPU&#xa0;: donnez des numéros de CPU et des plages comme fio, p. ex. «&#xa0;0-3,5&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;rate_steps&quot; should hold each share once, ascending, e.g. [10, 50, 90]</source>
        <translation>&quot;rate_steps&quot; doit contenir chaque pourcentage une seule fois, par ordre croissant, p. ex. [10, 50, 90]</translation>
    </message>
    <message>
        <source>&quot;volume&quot; should be an object: what the provider promised for the volume</source>
        <translation>&quot;volume&quot; doit être un objet&#xa0;: ce que le fournisseur promettait pour le volume</translation>
    </message>
</context>
<context>
    <name>MetricScale</name>
    <message>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>Go/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>IOPS (thousands)</source>
        <translation>IOPS (milliers)</translation>
    </message>
    <message>
        <source>IOPS (millions)</source>
        <translation>IOPS (millions)</translation>
    </message>
    <message>
        <source>Mean latency (%1)</source>
        <translation>Latence moyenne (%1)</translation>
    </message>
    <message>
        <source>p99 latency (%1)</source>
        <translation>Latence p99 (%1)</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist: create it or name a file in another folder</source>
        <translation>impossible d&apos;écrire %1&#xa0;: le dossier %2 n&apos;existe pas&#xa0;: créez-le ou indiquez un fichier dans un autre dossier</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 is not writable (%3): name a file in a folder you can write to</source>
        <translation>impossible d&apos;écrire %1&#xa0;: le dossier %2 n&apos;est pas accessible en écriture (%3)&#xa0;: indiquez un fichier dans un dossier où vous pouvez écrire</translation>
    </message>
    <message>
        <source>no program reads the FIFO %1: start its reader first</source>
        <translation>aucun programme ne lit le FIFO %1&#xa0;: lancez d&apos;abord le programme qui le lit</translation>
    </message>
    <message>
        <source>%1 changed while Surfio was working: check what it is and try again</source>
        <translation>%1 a changé pendant que Surfio travaillait&#xa0;: vérifiez de quoi il s&apos;agit et réessayez</translation>
    </message>
    <message>
        <source>an empty file name: name the file to write</source>
        <translation>nom de fichier vide&#xa0;: indiquez le fichier à écrire</translation>
    </message>
    <message>
        <source>%1 is the same file as %2, which is read or measured here: writing there would destroy it; name another file</source>
        <translation>%1 est le même fichier que %2, qui est lu ou mesuré ici&#xa0;: y écrire le détruirait&#xa0;; indiquez un autre fichier</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: name a file to write (or a pipe, or /dev/null to throw it away)</source>
        <translation>%1 est %2, pas un fichier&#xa0;: indiquez un fichier à écrire (ou un tube, ou /dev/null pour jeter la sortie)</translation>
    </message>
    <message>
        <source>it was not opened</source>
        <translation>il n&apos;a pas été ouvert</translation>
    </message>
    <message>
        <source>%1 cannot be replaced: %2: make it writable (chmod u+w) or name another file</source>
        <translation>%1 ne peut pas être remplacé&#xa0;: %2&#xa0;: rendez-le modifiable (chmod u+w) ou nommez un autre fichier</translation>
    </message>
    <message>
        <source>%1 is a character device Surfio does not write to: name a file (or a pipe, a terminal, or /dev/null to throw it away)</source>
        <translation>%1 est un périphérique caractère dans lequel Surfio n&apos;écrit pas&#xa0;: nommez un fichier (ou un tube, un terminal, ou /dev/null pour le jeter)</translation>
    </message>
</context>
<context>
    <name>PointMatch</name>
    <message>
        <source>&apos;%1&apos; is not a key points are matched on; they are %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une clé sur laquelle les points sont appariés&#xa0;; ce sont %2</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: a preset is a JSON object {&quot;surfio_preset&quot;: 1, ...}, not a list or a value</source>
        <translation>%1&#xa0;: un préréglage est un objet JSON {&quot;surfio_preset&quot;: 1, ...}, pas une liste ni une valeur simple</translation>
    </message>
    <message>
        <source>%1: &quot;surfio_preset&quot; is missing or not %2: not a Surfio preset, or one from a newer version</source>
        <translation>%1&#xa0;: &quot;surfio_preset&quot; est absent ou différent de %2&#xa0;: ce n&apos;est pas un préréglage Surfio, ou il provient d&apos;une version plus récente</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; should be a string</source>
        <translation>%1&#xa0;: &quot;%2&quot; doit être une chaîne</translation>
    </message>
    <message>
        <source>%1: &quot;points&quot; should be a whole number, the points of one round</source>
        <translation>%1&#xa0;: &quot;points&quot; doit être un nombre entier, le nombre de points d&apos;un cycle</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot; is missing or not an object</source>
        <translation>%1&#xa0;: &quot;matrix&quot; est absent ou n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot;: %2</source>
        <translation>%1&#xa0;: &quot;matrix&quot;&#xa0;: %2</translation>
    </message>
    <message>
        <source>there is no preset &quot;%1&quot;: the presets are %2 (surfio presets describes them)</source>
        <translation>il n&apos;y a pas de préréglage &quot;%1&quot;&#xa0;: les préréglages sont %2 (surfio presets les décrit)</translation>
    </message>
    <message>
        <source>cannot save the preset %1: the directory %2 cannot be created</source>
        <translation>impossible d&apos;enregistrer le préréglage %1&#xa0;: le répertoire %2 ne peut pas être créé</translation>
    </message>
</context>
<context>
    <name>PresetsCommand</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>until io_size</source>
        <translation>jusqu&apos;à io_size</translation>
    </message>
    <message>
        <source>split %1</source>
        <translation>répartition %1</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>lecture séquentielle</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>écriture séquentielle</translation>
    </message>
    <message>
        <source>random read</source>
        <translation>lecture aléatoire</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>écriture aléatoire</translation>
    </message>
    <message>
        <source>sequential read/write</source>
        <translation>lecture/écriture séquentielle</translation>
    </message>
    <message>
        <source>random read/write</source>
        <translation>lecture/écriture aléatoire</translation>
    </message>
    <message>
        <source> at %1 % read</source>
        <translation> à %1 % en lecture</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n tâche</numerusform>
            <numerusform>%n tâches</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 tâches</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s))</source>
        <translation>
            <numerusform>(%n point)</numerusform>
            <numerusform>(%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>as listed</source>
        <translation>tel que listé</translation>
    </message>
    <message>
        <source>SNIA PTS (mix outer, block size descending inner)</source>
        <translation>SNIA PTS (mélange en boucle externe, tailles de bloc décroissantes en boucle interne)</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>ordre %1</translation>
    </message>
    <message>
        <source>%1 runs of each point, back to back</source>
        <translation>%1 exécutions de chaque point, d&apos;affilée</translation>
    </message>
    <message>
        <source>the region written twice in 128 KiB sequential writes first</source>
        <translation>la zone écrite d&apos;abord deux fois en écritures séquentielles de 128 KiB</translation>
    </message>
    <message>
        <source>%1 at %2 % read</source>
        <translation>%1 à %2 % en lecture</translation>
    </message>
    <message>
        <source>rounds until the IOPS of %1 are steady over the last %2 rounds, at most %3</source>
        <translation>cycles jusqu&apos;à ce que les E/S par seconde de %1 soient stables sur les %2 derniers cycles, %3 au plus</translation>
    </message>
    <message>
        <source>after %1 s of ramp</source>
        <translation>après %1 s de chauffe</translation>
    </message>
    <message>
        <source>or until each job has moved %1</source>
        <translation>ou jusqu&apos;à ce que chaque tâche ait transféré %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>zone de %1</translation>
    </message>
    <message>
        <source>region: the whole file or device (give --size for a new file)</source>
        <translation>zone&#xa0;: le fichier ou le périphérique entier (donnez --size pour un nouveau fichier)</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>E/S directes</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>E/S via le cache de pages</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>intégré</translation>
    </message>
    <message>
        <source>own, replaces the built-in</source>
        <translation>personnel, remplace l&apos;intégré</translation>
    </message>
    <message>
        <source>own</source>
        <translation>personnel</translation>
    </message>
    <message>
        <source>%1 × ≤%2</source>
        <translation>%1 × ≤%2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Times are one round from runtime and ramp (× rounds until steady state); laying out and preconditioning the region come on top.
Your own presets: %1. surfio presets NAME describes one.</source>
        <translation>Les durées sont celles d&apos;un cycle, d&apos;après la durée et la chauffe (× cycles jusqu&apos;à l&apos;état stable)&#xa0;; le préremplissage et le préconditionnement de la zone s&apos;y ajoutent.
Vos propres préréglages&#xa0;: %1. surfio presets NOM en décrit un.</translation>
    </message>
    <message>
        <source>surfio presets: skipped %1</source>
        <translation>surfio presets&#xa0;: préréglage ignoré (%1)</translation>
    </message>
    <message>
        <source>surfio presets: %1</source>
        <translation>surfio presets&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a round</source>
        <translation>
            <numerusform>%n point par cycle</numerusform>
            <numerusform>%n points par cycle</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file says %1)</source>
        <translation>(le fichier indique %1)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>a round, up to %1 rounds</source>
        <translation>par cycle, jusqu&apos;à %1 cycles</translation>
    </message>
    <message>
        <source>Points: %1, %2</source>
        <translation>Points&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>Each point: %1</source>
        <translation>Chaque point&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sweeps:</source>
        <translation>Balayages&#xa0;:</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Méthode&#xa0;: %1</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>Source&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Run it: surfio run --preset=%1 --filename=TARGET (other options change it, e.g. --runtime=5s for a quick look, which the result records as shrunk)</source>
        <translation>Pour l&apos;exécuter&#xa0;: surfio run --preset=%1 --filename=CIBLE (d&apos;autres options le modifient, p. ex. --runtime=5s pour un aperçu rapide, que le résultat enregistre comme réduit)</translation>
    </message>
    <message>
        <source>Lists the presets, built-in and your own, or describes one: what it measures, where its parameters come from, its sweeps and method.</source>
        <translation>Liste les préréglages, intégrés et personnels, ou en décrit un&#xa0;: ce qu&apos;il mesure, d&apos;où viennent ses paramètres, ses balayages et sa méthode.</translation>
    </message>
    <message>
        <source>The preset to describe.</source>
        <translation>Le préréglage à décrire.</translation>
    </message>
    <message>
        <source>surfio presets: give one preset name, not %1</source>
        <translation>surfio presets&#xa0;: donnez un seul nom de préréglage, pas %1</translation>
    </message>
    <message>
        <source>reads verified (crc32c)</source>
        <translation>lectures vérifiées (crc32c)</translation>
    </message>
    <message>
        <source>on the first %1 targets: </source>
        <translation>sur les %1 premières cibles&#xa0;: </translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The report to write: FILE.html (one file, images inside) or FILE.pdf.</source>
        <translation>Le rapport à écrire&#xa0;: FILE.html (un seul fichier, images incluses) ou FILE.pdf.</translation>
    </message>
    <message>
        <source>A saved result to compare against RESULT point by point (as surfio compare does); repeat it, or list more files after RESULT, for several.</source>
        <translation>Un résultat enregistré à comparer point par point avec RESULT (comme le fait surfio compare)&#xa0;; répétez l&apos;option, ou listez d&apos;autres fichiers après RESULT, pour en comparer plusieurs.</translation>
    </message>
    <message>
        <source>A saved result, Surfio&apos;s or fio&apos;s JSON; more files are compared with it.</source>
        <translation>Un résultat enregistré, JSON de Surfio ou de fio&#xa0;; les fichiers suivants sont comparés avec lui.</translation>
    </message>
    <message>
        <source>surfio report: %1</source>
        <translation>surfio report&#xa0;: %1</translation>
    </message>
    <message>
        <source>give the saved result to report on: surfio report RESULT.json --output=FILE.html</source>
        <translation>donnez le résultat enregistré dont faire le rapport&#xa0;: surfio report RESULT.json --output=FILE.html</translation>
    </message>
    <message>
        <source>give --output=FILE.html or --output=FILE.pdf: the suffix chooses the format</source>
        <translation>donnez --output=FILE.html ou --output=FILE.pdf&#xa0;: l&apos;extension détermine le format</translation>
    </message>
    <message>
        <source>surfio report: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio report&#xa0;: %1 (donnez un résultat enregistré par surfio run --output-format=json ou par l&apos;interface graphique, ou la sortie --output-format=json de fio)</translation>
    </message>
    <message>
        <source>Writes one self-contained report of a saved result, HTML or PDF: a summary with the analysis&apos;s verdicts, the surface and 2D charts, the table, the flagged points, the comparison with other runs when given, and how it was measured, with the fio job file that reproduces it.</source>
        <translation>Écrit un rapport autonome d&apos;un résultat enregistré, en HTML ou en PDF&#xa0;: une synthèse avec les verdicts de l&apos;analyse, la surface et les graphiques 2D, le tableau, les points signalés, la comparaison avec d&apos;autres exécutions s&apos;il y en a, et les conditions de mesure, avec le fichier de tâches fio qui reproduit l&apos;exécution.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Fichier écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ResultFileName</name>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation>%1 ne peut pas être créé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 already holds %2 results named after %3</source>
        <translation>%1 contient déjà %2 résultats nommés d&apos;après %3</translation>
    </message>
    <message>
        <source>%1 cannot be created</source>
        <translation>%1 ne peut pas être créé</translation>
    </message>
</context>
<context>
    <name>ResultJson</name>
    <message>
        <source>a point has no &quot;spec&quot; object</source>
        <translation>un point n&apos;a pas d&apos;objet &quot;spec&quot;</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has no valid &quot;bs&quot;, &quot;iodepth&quot; or &quot;numjobs&quot;</source>
        <translation>le &quot;spec&quot; d&apos;un point n&apos;a pas de &quot;bs&quot;, &quot;iodepth&quot; ou &quot;numjobs&quot; valide</translation>
    </message>
    <message>
        <source>a point has a negative &quot;point&quot;, &quot;trial&quot; or &quot;round&quot;</source>
        <translation>un point a un &quot;point&quot;, un &quot;trial&quot; ou un &quot;round&quot; négatif</translation>
    </message>
    <message>
        <source>not a Surfio result (no &quot;format&quot;: &quot;surfio-result&quot;)</source>
        <translation>ce n&apos;est pas un résultat Surfio (pas de &quot;format&quot;: &quot;surfio-result&quot;)</translation>
    </message>
    <message>
        <source>result format version %1 is not one this Surfio reads (up to %2): update Surfio</source>
        <translation>la version %1 du format de résultat n&apos;est pas lisible par ce Surfio (jusqu&apos;à %2)&#xa0;: mettez Surfio à jour</translation>
    </message>
    <message>
        <source>no &quot;matrix&quot;: a format %1 result records the matrix it ran</source>
        <translation>pas de &quot;matrix&quot;&#xa0;: un résultat au format %1 enregistre la matrice exécutée</translation>
    </message>
    <message>
        <source>&quot;matrix&quot;: %1</source>
        <translation>&quot;matrix&quot;&#xa0;: %1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>ce n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>&quot;%1&quot;[%2]: %3</source>
        <translation>&quot;%1&quot;[%2]&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 est endommagé à la ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 is not a Surfio result: it holds no JSON object</source>
        <translation>%1 n&apos;est pas un résultat Surfio&#xa0;: il ne contient aucun objet JSON</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>latency bin &quot;%1&quot; is not a latency in whole nanoseconds</source>
        <translation>la classe de latence « %1 » n&apos;est pas une latence en nanosecondes entières</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;%1&quot;: %2</source>
        <translation>« %1 » d&apos;un point : %2</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;rwmixread&quot; %1, not a percentage from 0 to 100</source>
        <translation>le &quot;spec&quot; d&apos;un point a &quot;rwmixread&quot; %1, qui n&apos;est pas un pourcentage de 0 à 100</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;percentage_random&quot; %1, not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>le &quot;spec&quot; d&apos;un point a &quot;percentage_random&quot; %1, qui n&apos;est ni -1 (la valeur propre au motif) ni une valeur de 0 à 100</translation>
    </message>
    <message>
        <source>the points make no valid matrix: %1</source>
        <translation>les points ne forment pas une matrice valide : %1</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot;: %1</source>
        <translation>«&#xa0;spec&#xa0;» d&apos;un point&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>%1% read</source>
        <translation>%1% lect.</translation>
    </message>
    <message>
        <source>Preset %1, shrunk for a quick look: %2 per point of the intended %3, region %4 of %5
</source>
        <translation>Préréglage %1, réduit pour un aperçu rapide&#xa0;: %2 par point au lieu des %3 prévus, zone de %4 au lieu de %5
</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>la taille de la cible</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime and region
</source>
        <translation>Préréglage %1, avec la durée et la zone prévues
</translation>
    </message>
    <message>
        <source>Order: SNIA PTS (mix outer, block size descending inner)
</source>
        <translation>Ordre&#xa0;: SNIA PTS (mélange en boucle externe, tailles de bloc décroissantes en boucle interne)
</translation>
    </message>
    <message>
        <source>Order: shuffled with seed %1
</source>
        <translation>Ordre&#xa0;: aléatoire, graine %1
</translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %n time(s) in a row; the summary gives the means and spread
</source>
        <translation>
            <numerusform>Chaque point est exécuté %n fois d&apos;affilée&#xa0;; le résumé donne les moyennes et la dispersion
</numerusform>
            <numerusform>Chaque point est exécuté %n fois d&apos;affilée&#xa0;; le résumé donne les moyennes et la dispersion
</numerusform>
        </translation>
    </message>
    <message>
        <source>Preconditioned: the region written twice with 128 KiB sequential writes
</source>
        <translation>Préconditionné&#xa0;: zone écrite deux fois en écritures séquentielles de 128 KiB
</translation>
    </message>
    <message numerus="yes">
        <source>Steady state not judged: the run ended after %n round(s), before a window of %1; figures are the means of every round
</source>
        <translation>
            <numerusform>État stable non évalué&#xa0;: l&apos;exécution s&apos;est terminée après %n cycle, avant une fenêtre de %1&#xa0;; les chiffres sont les moyennes de tous les cycles
</numerusform>
            <numerusform>État stable non évalué&#xa0;: l&apos;exécution s&apos;est terminée après %n cycles, avant une fenêtre de %1&#xa0;; les chiffres sont les moyennes de tous les cycles
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state reached after %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>État stable atteint après %n cycle&#xa0;; les chiffres sont les moyennes des cycles %1 à %2
</numerusform>
            <numerusform>État stable atteint après %n cycles&#xa0;; les chiffres sont les moyennes des cycles %1 à %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state not reached in %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>État stable non atteint en %n cycle&#xa0;; les chiffres sont les moyennes des cycles %1 à %2
</numerusform>
            <numerusform>État stable non atteint en %n cycles&#xa0;; les chiffres sont les moyennes des cycles %1 à %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine note: %1
</source>
        <translation>Remarque sur le moteur&#xa0;: %1
</translation>
    </message>
    <message>
        <source>Target %1 on %2: checked and laid out by fio there
</source>
        <translation>Cible %1 sur %2&#xa0;: vérifiée et préremplie par fio sur place
</translation>
    </message>
    <message>
        <source>Target %1 (%2%3): region %4 at offset %5, alignment %6 B from %7; %8
</source>
        <translation>Cible %1 (%2%3)&#xa0;: zone de %4 au décalage %5, alignement de %6 B selon %7&#xa0;; %8
</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>rw</source>
        <translation>rw</translation>
    </message>
    <message>
        <source>bs</source>
        <translation>bs</translation>
    </message>
    <message>
        <source>mix</source>
        <translation>mélange</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>tâc.</translation>
    </message>
    <message>
        <source>read IOPS</source>
        <translation>IOPS lect.</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>p99 lat</source>
        <translation>lat. p99</translation>
    </message>
    <message>
        <source>write IOPS</source>
        <translation>IOPS écr.</translation>
    </message>
    <message>
        <source>(trial %1)</source>
        <translation>(essai %1)</translation>
    </message>
    <message>
        <source>(round %1)</source>
        <translation>(cycle %1)</translation>
    </message>
    <message>
        <source>(stopped)</source>
        <translation>(arrêté)</translation>
    </message>
    <message>
        <source>%1 IOPS, %2 MiB/s, mean %3</source>
        <translation>%1 IOPS, %2 MiB/s, moyenne %3</translation>
    </message>
    <message>
        <source>      on %1: read %2 | write %3</source>
        <translation>      sur %1&#xa0;: lecture %2 | écriture %3</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>n</translation>
    </message>
    <message>
        <source>total IOPS</source>
        <translation>IOPS tot.</translation>
    </message>
    <message>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>! unstable (CV &gt; %1%)</source>
        <translation>! instable (CV &gt; %1 %)</translation>
    </message>
    <message>
        <source>direct I/O on</source>
        <translation>E/S directes activées</translation>
    </message>
    <message>
        <source>direct I/O off</source>
        <translation>E/S directes désactivées</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · kernel %4 · %5
</source>
        <translation>Surfio %1 · moteur %2 · %3 · noyau %4 · %5
</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · on the fio servers %4
</source>
        <translation>Surfio %1 · moteur %2 · %3 · sur les serveurs fio %4
</translation>
    </message>
    <message>
        <source>, reads verified (crc32c)</source>
        <translation>, lectures vérifiées (crc32c)</translation>
    </message>
    <message>
        <source>! verify checked nothing (%1)</source>
        <translation>! aucune lecture vérifiée (%1)</translation>
    </message>
    <message>
        <source>(verify: %1)</source>
        <translation>(vérification&#xa0;: %1)</translation>
    </message>
    <message>
        <source>      ! %1</source>
        <translation>      ! %1</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>dev QD</source>
        <extracomment>Requests in flight at the device on average (its in_queue time over the run&apos;s)</extracomment>
        <translation>QD pér</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job: %2 % of unthrottled)</source>
        <translation>(débit %1 IOPS par tâche&#xa0;: %2 % du débit non bridé)</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job)</source>
        <translation>(débit %1 IOPS par tâche)</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime on the whole target: region %2 of the intended %3 (a preset&apos;s region is up to its size)
</source>
        <translation>Préréglage %1, à sa durée prévue, sur toute la cible&#xa0;: zone de %2 sur les %3 prévus (la zone d&apos;un préréglage va jusqu&apos;à sa taille)
</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1 (toute la cible)</translation>
    </message>
    <message numerus="yes">
        <source>(on %n target(s))</source>
        <translation>
            <numerusform>(sur %n cible)</numerusform>
            <numerusform>(sur %n cibles)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>surfio run: preset %1 shrunk for a quick look: %2 per point of the intended %3, region %4 of %5; the result records it</source>
        <translation>surfio run&#xa0;: préréglage %1 réduit pour un aperçu rapide&#xa0;: %2 par point au lieu des %3 prévus, zone de %4 au lieu de %5&#xa0;; le résultat l&apos;enregistre</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>la taille de la cible</translation>
    </message>
    <message>
        <source>surfio run: %1</source>
        <translation>surfio run&#xa0;: %1</translation>
    </message>
    <message>
        <source>surfio run: every finished point is in %1; resume it with `surfio resume %1`</source>
        <translation>surfio run&#xa0;: tous les points terminés sont dans %1&#xa0;; reprenez avec `surfio resume %1`</translation>
    </message>
    <message>
        <source>surfio run: the run is incomplete; `surfio resume %1` runs what is missing</source>
        <translation>surfio run&#xa0;: l&apos;exécution est incomplète&#xa0;; `surfio resume %1` exécute ce qui manque</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the run failed: %1 (%n finished point(s) written)</source>
        <translation>
            <numerusform>surfio run&#xa0;: l&apos;exécution a échoué&#xa0;: %1 (%n point terminé écrit)</numerusform>
            <numerusform>surfio run&#xa0;: l&apos;exécution a échoué&#xa0;: %1 (%n points terminés écrits)</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: %1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1`, or remove it to start over</source>
        <translation>surfio run&#xa0;: %1 existe&#xa0;: il appartient à une exécution interrompue. Reprenez-la avec `surfio resume %1`, ou supprimez-le pour repartir de zéro</translation>
    </message>
    <message>
        <source>Resumes an interrupted run from its journal (RESULT.journal, next to the result file): runs only the points that are missing and writes the whole result to the original output file.</source>
        <translation>Reprend une exécution interrompue à partir de son journal (RESULTAT.journal, à côté du fichier de résultat)&#xa0;: n&apos;exécute que les points manquants et écrit le résultat complet dans le fichier de sortie d&apos;origine.</translation>
    </message>
    <message>
        <source>The journal of the interrupted run.</source>
        <translation>Le journal de l&apos;exécution interrompue.</translation>
    </message>
    <message>
        <source>Allow writing to a block device, as the interrupted run did.</source>
        <translation>Autoriser l&apos;écriture sur un périphérique bloc, comme l&apos;a fait l&apos;exécution interrompue.</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>Avec --allow-write-device&#xa0;: écrire même par-dessus une signature de système de fichiers ou de partition.</translation>
    </message>
    <message>
        <source>surfio resume: give the journal of the interrupted run, e.g. surfio resume result.json.journal</source>
        <translation>surfio resume&#xa0;: donnez le journal de l&apos;exécution interrompue, p. ex. surfio resume result.json.journal</translation>
    </message>
    <message>
        <source>surfio resume: %1</source>
        <translation>surfio resume&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio resume: %n run(s) already finished; writing to %1</source>
        <translation>
            <numerusform>surfio resume&#xa0;: %n exécution déjà terminée&#xa0;; écriture dans %1</numerusform>
            <numerusform>surfio resume&#xa0;: %n exécutions déjà terminées&#xa0;; écriture dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: warning: point %1: %2</source>
        <translation>surfio run&#xa0;: avertissement&#xa0;: point %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Runs a job or a matrix of jobs headless. Options take fio&apos;s names; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops and --rw take comma lists, whose cross product is the matrix. With no options: a quick run of 3 block sizes x 3 mixes against a scratch file in the temp directory.</source>
        <translation>Exécute une tâche ou une matrice de tâches sans interface graphique. Les options prennent les noms de fio&#xa0;; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops et --rw acceptent des listes séparées par des virgules, dont le produit cartésien forme la matrice. Sans option&#xa0;: une exécution rapide de 3 tailles de bloc x 3 mélanges sur un fichier temporaire dans le répertoire temporaire.</translation>
    </message>
    <message>
        <source>cannot write stdout: %1</source>
        <translation>impossible d&apos;écrire sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message>
        <source>surfio run: the finished points could not be kept either: %1</source>
        <translation>surfio run&#xa0;: les points terminés n&apos;ont pas pu être conservés non plus&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the %n finished run(s) are kept in %1</source>
        <translation>
            <numerusform>surfio run&#xa0;: %n exécution terminée est conservée dans %1</numerusform>
            <numerusform>surfio run&#xa0;: les %n exécutions terminées sont conservées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: standard output is closed, so the result would be lost: give --output=FILE</source>
        <translation>surfio run&#xa0;: la sortie standard est fermée, le résultat serait donc perdu&#xa0;: donnez --output=FICHIER</translation>
    </message>
    <message>
        <source>surfio run: --output: %1</source>
        <translation>surfio run&#xa0;: --output&#xa0;: %1</translation>
    </message>
    <message>
        <source>Never ask for a password: a block device this user may not open is opened by UDisks2 only where a polkit rule allows it without asking; else the run stops before it starts.</source>
        <translation>Ne jamais demander de mot de passe : un périphérique bloc que cet utilisateur ne peut ouvrir n’est ouvert par UDisks2 que si une règle polkit le permet sans demander ; sinon l’exécution s’arrête avant de commencer.</translation>
    </message>
    <message>
        <source>surfio run: preset %1 runs on the whole target, %2, as it is smaller than the preset&apos;s region of %3; the result records it</source>
        <translation>surfio run&#xa0;: le préréglage %1 s&apos;exécute sur toute la cible, %2, plus petite que sa zone de %3&#xa0;; le résultat l&apos;enregistre</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1 (toute la cible)</translation>
    </message>
    <message>
        <source>surfio run: --volume=%1 is for a volume of %2, and the target %3 is %4: the verdicts hold for the target only if it stands in for such a volume</source>
        <translation>surfio run&#xa0;: --volume=%1 vaut pour un volume de %2, et la cible %3 fait %4&#xa0;: les verdicts ne valent pour la cible que si elle tient lieu d&apos;un tel volume</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped by a signal; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run&#xa0;: arrêté par un signal&#xa0;; ce qui a été mesuré jusque-là est écrit&#xa0;: %n point</numerusform>
            <numerusform>surfio run&#xa0;: arrêté par un signal&#xa0;; ce qui a été mesuré jusque-là est écrit&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run&#xa0;: arrêté&#xa0;; ce qui a été mesuré jusque-là est écrit&#xa0;: %n point</numerusform>
            <numerusform>surfio run&#xa0;: arrêté&#xa0;; ce qui a été mesuré jusque-là est écrit&#xa0;: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k</source>
        <translation>--%1=%2 n&apos;est pas une taille&#xa0;: donnez un nombre avec un suffixe k, m, g ou t facultatif, p. ex. --%1=4k</translation>
    </message>
    <message>
        <source>--%1=%2 is not a whole number from %3 to %4</source>
        <translation>--%1=%2 n&apos;est pas un nombre entier de %3 à %4</translation>
    </message>
    <message>
        <source>Target file or block device; repeat or separate with &apos;:&apos; for several.</source>
        <translation>Fichier cible ou périphérique bloc&#xa0;; répétez l&apos;option ou séparez par «&#xa0;:&#xa0;» pour en donner plusieurs.</translation>
    </message>
    <message>
        <source>Directory for a scratch file, removed afterwards (see --keep).</source>
        <translation>Répertoire pour un fichier temporaire, supprimé ensuite (voir --keep).</translation>
    </message>
    <message>
        <source>read, write, randread, randwrite, rw or randrw (comma list). Default randread.</source>
        <translation>read, write, randread, randwrite, rw ou randrw (liste séparée par des virgules). Par défaut&#xa0;: randread.</translation>
    </message>
    <message>
        <source>Block size, 512 to 64m (comma list). Default 4k.</source>
        <translation>Taille de bloc, de 512 à 64m (liste séparée par des virgules). Par défaut&#xa0;: 4k.</translation>
    </message>
    <message>
        <source>Percentage of reads for rw/randrw, 0-100 (comma list). Default 50.</source>
        <translation>Pourcentage de lectures pour rw/randrw, 0-100 (liste séparée par des virgules). Par défaut&#xa0;: 50.</translation>
    </message>
    <message>
        <source>Percentage of writes for rw/randrw (instead of --rwmixread).</source>
        <translation>Pourcentage d&apos;écritures pour rw/randrw (au lieu de --rwmixread).</translation>
    </message>
    <message>
        <source>Share of random I/Os, 0-100 (Iometer&apos;s % random); default from --rw.</source>
        <translation>Part des E/S aléatoires, 0-100 (le «&#xa0;% random&#xa0;» d&apos;Iometer)&#xa0;; par défaut, selon --rw.</translation>
    </message>
    <message>
        <source>I/Os in flight per job, 1-65536 (comma list). Default 1.</source>
        <translation>E/S en cours par tâche, 1-65536 (liste séparée par des virgules). Par défaut&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Worker threads, 1-256 (comma list). Default 1.</source>
        <translation>Tâches (threads de travail), 1-256 (liste séparée par des virgules). Par défaut&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Region size; default: the file or device, or 1g for a new file.</source>
        <translation>Taille de la zone&#xa0;; par défaut&#xa0;: le fichier ou le périphérique, ou 1g pour un nouveau fichier.</translation>
    </message>
    <message>
        <source>Region start. Default 0.</source>
        <translation>Début de la zone. Par défaut&#xa0;: 0.</translation>
    </message>
    <message>
        <source>Measured time per point (s, or ms/s/m/h suffix). Default 10s.</source>
        <translation>Temps mesuré par point (en s, ou avec un suffixe ms/s/m/h). Par défaut&#xa0;: 10s.</translation>
    </message>
    <message>
        <source>Unmeasured warm-up per point. Default 0.</source>
        <translation>Chauffe non mesurée par point. Par défaut&#xa0;: 0.</translation>
    </message>
    <message>
        <source>Bytes per job after which a point ends (with --runtime: whichever comes first).</source>
        <translation>Octets par tâche au-delà desquels un point se termine (avec --runtime&#xa0;: au premier des deux atteint).</translation>
    </message>
    <message>
        <source>1: direct I/O (default), 0: through the page cache.</source>
        <translation>1&#xa0;: E/S directes (par défaut), 0&#xa0;: via le cache de pages.</translation>
    </message>
    <message>
        <source>Seed for offsets and mixes; the same seed repeats the same I/O.</source>
        <translation>Graine des décalages et des mélanges&#xa0;; la même graine reproduit les mêmes E/S.</translation>
    </message>
    <message>
        <source>auto (io_uring, psync if unavailable), io_uring, psync, or fio (the installed fio runs each point).</source>
        <translation>auto (io_uring, ou psync s&apos;il n&apos;est pas disponible), io_uring, psync ou fio (le fio installé exécute chaque point).</translation>
    </message>
    <message>
        <source>Run each point through fio on a host that runs fio --server (host or host:port, default port 8765); repeat for several hosts. Implies --engine=fio; targets are paths on the hosts.</source>
        <translation>Exécuter chaque point via fio sur un hôte où tourne fio --server (hôte ou hôte:port, port 8765 par défaut)&#xa0;; répétez pour plusieurs hôtes. Implique --engine=fio&#xa0;; les cibles sont des chemins sur les hôtes.</translation>
    </message>
    <message>
        <source>Time series resolution. Default 100ms.</source>
        <translation>Résolution de la série temporelle. Par défaut&#xa0;: 100ms.</translation>
    </message>
    <message>
        <source>Block-size split as fio&apos;s, e.g. 4k/60:64k/30:1m/10: one more block-size column; repeat for several.</source>
        <translation>Répartition des tailles de bloc comme celle de fio, p. ex. 4k/60:64k/30:1m/10&#xa0;: une colonne de taille de bloc en plus&#xa0;; répétez pour plusieurs.</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps each and reports mean, spread and CV. Default 1.</source>
        <translation>Exécutions de chaque point, d&apos;affilée&#xa0;; le résultat les conserve toutes et donne la moyenne, la dispersion et le CV. Par défaut&#xa0;: 1.</translation>
    </message>
    <message>
        <source>Point order: listed (default), pts (mix outer, block size descending) or shuffled.</source>
        <translation>Ordre des points&#xa0;: listed (par défaut), pts (mélange en boucle externe, tailles de bloc décroissantes) ou shuffled.</translation>
    </message>
    <message>
        <source>Seed of the shuffled order; default: a new one, recorded in the result.</source>
        <translation>Graine de l&apos;ordre shuffled&#xa0;; par défaut&#xa0;: une nouvelle, enregistrée dans le résultat.</translation>
    </message>
    <message>
        <source>First write the region twice with 128 KiB sequential writes (SNIA PTS).</source>
        <translation>Écrire d&apos;abord la zone deux fois en écritures séquentielles de 128 KiB (SNIA PTS).</translation>
    </message>
    <message>
        <source>Repeat the matrix in rounds until steady state (SNIA PTS: last 5 rounds within 20 % range and 10 % slope).</source>
        <translation>Répéter la matrice en cycles jusqu&apos;à l&apos;état stable (SNIA PTS&#xa0;: 5 derniers cycles avec une amplitude de 20 % et une pente de 10 % au plus).</translation>
    </message>
    <message>
        <source>Tracking variable for --steady-state: block size/read %, e.g. 4k/0 (default); repeat for several.</source>
        <translation>Variable suivie pour --steady-state&#xa0;: taille de bloc/% de lecture, p. ex. 4k/0 (par défaut)&#xa0;; répétez pour plusieurs.</translation>
    </message>
    <message>
        <source>Most rounds for --steady-state. Default 25.</source>
        <translation>Nombre maximal de cycles pour --steady-state. Par défaut&#xa0;: 25.</translation>
    </message>
    <message>
        <source>Start from a preset (see surfio presets) or a preset file (.json); other options change it.</source>
        <translation>Partir d&apos;un préréglage (voir surfio presets) ou d&apos;un fichier de préréglage (.json)&#xa0;; les autres options le modifient.</translation>
    </message>
    <message>
        <source>Run a saved result&apos;s matrix again, on its targets or those given.</source>
        <translation>Réexécuter la matrice d&apos;un résultat enregistré, sur ses cibles ou sur celles données.</translation>
    </message>
    <message>
        <source>normal, json or csv.</source>
        <translation>normal, json ou csv.</translation>
    </message>
    <message>
        <source>Write the result to this file instead of standard output.</source>
        <translation>Écrire le résultat dans ce fichier au lieu de la sortie standard.</translation>
    </message>
    <message>
        <source>Allow writing to a block device (never to a mounted or busy one).</source>
        <translation>Autoriser l&apos;écriture sur un périphérique bloc (jamais sur un périphérique monté ou occupé).</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>Avec --allow-write-device&#xa0;: écrire même par-dessus une signature de système de fichiers ou de partition.</translation>
    </message>
    <message>
        <source>Keep a --directory scratch file (its layout is reused only through --filename).</source>
        <translation>Conserver le fichier temporaire de --directory (son préremplissage n&apos;est réutilisé que via --filename).</translation>
    </message>
    <message>
        <source>give --preset or --rerun, not both</source>
        <translation>donnez --preset ou --rerun, pas les deux</translation>
    </message>
    <message>
        <source>--preset: %1</source>
        <translation>--preset&#xa0;: %1</translation>
    </message>
    <message>
        <source>--rerun needs a saved result, e.g. --rerun=result.json</source>
        <translation>--rerun demande un résultat enregistré, p. ex. --rerun=result.json</translation>
    </message>
    <message>
        <source>--rerun: %1</source>
        <translation>--rerun&#xa0;: %1</translation>
    </message>
    <message>
        <source>--client needs a host, e.g. --client=server1 or --client=10.0.0.5:8765</source>
        <translation>--client demande un hôte, p. ex. --client=server1 ou --client=10.0.0.5:8765</translation>
    </message>
    <message>
        <source>--directory=%1 does not exist: create it or pick another directory</source>
        <translation>--directory=%1 n&apos;existe pas&#xa0;: créez-le ou choisissez un autre répertoire</translation>
    </message>
    <message>
        <source>--directory=%1 is not a directory: use --filename for a file or device</source>
        <translation>--directory=%1 n&apos;est pas un répertoire&#xa0;: utilisez --filename pour un fichier ou un périphérique</translation>
    </message>
    <message>
        <source>--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>--rw=%1 n&apos;est pas un motif&#xa0;: utilisez read, write, randread, randwrite, rw ou randrw</translation>
    </message>
    <message>
        <source>give --rwmixread or --rwmixwrite, not both</source>
        <translation>donnez --rwmixread ou --rwmixwrite, pas les deux</translation>
    </message>
    <message>
        <source>--%1=%2 is outside 0 to 100: give a percentage</source>
        <translation>--%1=%2 est hors de l&apos;intervalle 0 à 100&#xa0;: donnez un pourcentage</translation>
    </message>
    <message>
        <source>--bssplit=%1: Surfio has one split for reads and writes; repeat --bssplit for several columns</source>
        <translation>--bssplit=%1&#xa0;: Surfio a une seule répartition pour les lectures et les écritures&#xa0;; répétez --bssplit pour plusieurs colonnes</translation>
    </message>
    <message>
        <source>--bssplit: %1</source>
        <translation>--bssplit&#xa0;: %1</translation>
    </message>
    <message>
        <source>--order=%1 is not an order: use listed, pts or shuffled</source>
        <translation>--order=%1 n&apos;est pas un ordre&#xa0;: utilisez listed, pts ou shuffled</translation>
    </message>
    <message>
        <source>--order-seed only goes with --order=shuffled</source>
        <translation>--order-seed ne va qu&apos;avec --order=shuffled</translation>
    </message>
    <message>
        <source>--steady-track=%1 is not block size/read %, e.g. --steady-track=4k/0</source>
        <translation>--steady-track=%1 n&apos;est pas de la forme taille de bloc/% de lecture, p. ex. --steady-track=4k/0</translation>
    </message>
    <message>
        <source>--steady-track and --steady-rounds only go with --steady-state</source>
        <translation>--steady-track et --steady-rounds ne vont qu&apos;avec --steady-state</translation>
    </message>
    <message>
        <source>--engine=%1 is not an engine: use auto, io_uring, psync or fio</source>
        <translation>--engine=%1 n&apos;est pas un moteur&#xa0;: utilisez auto, io_uring, psync ou fio</translation>
    </message>
    <message>
        <source>--client runs fio on other hosts: leave out --engine=%1, or give --engine=fio</source>
        <translation>--client exécute fio sur d&apos;autres hôtes&#xa0;: retirez --engine=%1, ou donnez --engine=fio</translation>
    </message>
    <message>
        <source>--force only goes with --allow-write-device</source>
        <translation>--force ne va qu&apos;avec --allow-write-device</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 n&apos;est pas un format&#xa0;: utilisez normal, json ou csv</translation>
    </message>
    <message>
        <source>off (default) or crc32c: writes carry a checksummed header every 512 bytes, reads check it and a mismatch fails the point (costs CPU per I/O).</source>
        <translation>off (par défaut) ou crc32c : les écritures portent un en-tête avec somme de contrôle tous les 512 octets, les lectures le vérifient et une différence fait échouer le point (coûte du CPU par E/S).</translation>
    </message>
    <message>
        <source>--verify=%1 is not a verify kind: use %2</source>
        <translation>--verify=%1 n&apos;est pas un type de vérification&#xa0;: utilisez %2</translation>
    </message>
    <message>
        <source>the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them</source>
        <translation>les listes séparées par des virgules donnent %1 points, plus que les %2 d’une matrice que Surfio exécute&#xa0;: raccourcissez-les</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 is not a CPU list: give CPU numbers and ranges separated by commas, as fio&apos;s, e.g. --cpus_allowed=0-3,5</source>
        <translation>--cpus_allowed=%1 n&apos;est pas une liste de CPU&#xa0;: donnez des numéros de CPU et des plages séparés par des virgules, comme fio, p. ex. --cpus_allowed=0-3,5</translation>
    </message>
    <message>
        <source>1 (or the option alone): a kernel thread polls io_uring&apos;s submission queue (SQPOLL), so submitting takes no system call but keeps a CPU busy. Default 0.</source>
        <translation>1 (ou l&apos;option seule)&#xa0;: un thread du noyau scrute la file de soumission d&apos;io_uring (SQPOLL), si bien que soumettre ne coûte aucun appel système mais occupe un CPU. Par défaut 0.</translation>
    </message>
    <message>
        <source>The CPU that kernel thread runs on, with --sqthread_poll. Default: any.</source>
        <translation>Le CPU sur lequel tourne ce thread du noyau, avec --sqthread_poll. Par défaut&#xa0;: n&apos;importe lequel.</translation>
    </message>
    <message>
        <source>1 (or the option alone): poll for completions (io_uring IOPOLL) rather than wait for interrupts; needs --direct=1 and a device with poll queues. Default 0.</source>
        <translation>1 (ou l&apos;option seule)&#xa0;: scruter les complétions (IOPOLL d&apos;io_uring) plutôt qu&apos;attendre les interruptions&#xa0;; il faut --direct=1 et un périphérique avec des files de scrutation. Par défaut 0.</translation>
    </message>
    <message>
        <source>1: registered I/O buffers (the default; fio&apos;s is 0), 0: plain ones.</source>
        <translation>1&#xa0;: tampons d&apos;E/S enregistrés (par défaut&#xa0;; celui de fio est 0), 0&#xa0;: tampons ordinaires.</translation>
    </message>
    <message>
        <source>1: registered files (the default; fio&apos;s is 0), 0: plain file descriptors.</source>
        <translation>1&#xa0;: fichiers enregistrés (par défaut&#xa0;; celui de fio est 0), 0&#xa0;: descripteurs de fichier ordinaires.</translation>
    </message>
    <message>
        <source>I/Os submitted at once, up to --iodepth (also --iodepth_batch, as fio); 0 (default): Surfio&apos;s own rule (fio&apos;s 0 means --iodepth).</source>
        <translation>E/S soumises d&apos;un coup, jusqu&apos;à --iodepth (aussi --iodepth_batch, comme fio)&#xa0;; 0 (par défaut)&#xa0;: la règle de Surfio (le 0 de fio signifie --iodepth).</translation>
    </message>
    <message>
        <source>Completions each wait asks for, 1 to --iodepth (also --iodepth_batch_complete, as fio). Default 1.</source>
        <translation>Complétions que demande chaque attente, de 1 à --iodepth (aussi --iodepth_batch_complete, comme fio). Par défaut 1.</translation>
    </message>
    <message>
        <source>CPUs the jobs may run on, as fio&apos;s, e.g. 0-3,5. Default: any, but one CPU per job at a low queue depth on a loop device or a tmpfs file.</source>
        <translation>CPU sur lesquels les jobs peuvent s’exécuter, comme dans fio, p. ex. 0-3,5. Par défaut : n’importe lequel, mais un CPU par job à faible profondeur de file sur un périphérique loop ou un fichier tmpfs.</translation>
    </message>
    <message>
        <source>--%1=%2 has an empty item: give a value between each pair of commas, and no comma at either end</source>
        <translation>--%1=%2 contient un élément vide&#xa0;: donnez une valeur entre chaque paire de virgules, et aucune virgule à l&apos;une ou l&apos;autre extrémité</translation>
    </message>
    <message>
        <source>--%1=%2 is not a time: use seconds or a number with ms, s, m or h, e.g. --%1=30s</source>
        <translation>--%1=%2 n&apos;est pas une durée&#xa0;: donnez des secondes ou un nombre suivi de ms, s, m ou h, p. ex. --%1=30s</translation>
    </message>
    <message>
        <source>Cap on IOPS per job, as fio&apos;s rate_iops; 0: none (comma list, e.g. 0,500,1000). Default 0.</source>
        <translation>Plafond d&apos;E/S par seconde par tâche, comme rate_iops de fio&#xa0;; 0&#xa0;: aucun (liste séparée par des virgules, p. ex. 0,500,1000). Par défaut&#xa0;: 0.</translation>
    </message>
    <message>
        <source>vdbench&apos;s curve: run each point unthrottled, then at these shares of the IOPS it reached, ascending, e.g. 10,50,70,90,100%.</source>
        <translation>La courbe de vdbench&#xa0;: exécuter chaque point non bridé, puis à ces pourcentages des IOPS qu&apos;il a atteintes, par ordre croissant, p. ex. 10,50,70,90,100%.</translation>
    </message>
    <message>
        <source>Latency objective of the analysis: the most IOPS whose p99 stays within it, with a unit (us, ms, s). Default 1ms.</source>
        <translation>Objectif de latence de l&apos;analyse&#xa0;: le plus d&apos;IOPS dont le p99 reste en deçà, avec une unité (us, ms, s). Par défaut&#xa0;: 1ms.</translation>
    </message>
    <message>
        <source>--%1: %2 is not a percentage: give shares of the unthrottled IOPS from 1 to 100, e.g. --%1=10,50,90%</source>
        <translation>--%1&#xa0;: %2 n&apos;est pas un pourcentage&#xa0;: donnez des pourcentages des IOPS non bridées, de 1 à 100, p. ex. --%1=10,50,90%</translation>
    </message>
    <message>
        <source>--%1: %2% is above 100%: a point cannot run faster than it did unthrottled</source>
        <translation>--%1&#xa0;: %2% dépasse 100%&#xa0;: un point ne peut pas aller plus vite que non bridé</translation>
    </message>
    <message>
        <source>--%1: %2% is below 1%: give shares from 1 to 100</source>
        <translation>--%1&#xa0;: %2% est inférieur à 1%&#xa0;: donnez des pourcentages de 1 à 100</translation>
    </message>
    <message>
        <source>--%1=%2: give each share once, ascending, e.g. --%1=10,50,90%</source>
        <translation>--%1=%2&#xa0;: donnez chaque pourcentage une seule fois, par ordre croissant, p. ex. --%1=10,50,90%</translation>
    </message>
    <message>
        <source>--%1=%2 is not a latency with a unit: give e.g. --%1=500us, --%1=1ms or --%1=2s</source>
        <translation>--%1=%2 n&apos;est pas une latence avec une unité&#xa0;: donnez p. ex. --%1=500us, --%1=1ms ou --%1=2s</translation>
    </message>
    <message>
        <source>--%1=%2 is not above zero: give the latency the storage should keep its p99 within, e.g. --%1=1ms</source>
        <translation>--%1=%2 n&apos;est pas supérieur à zéro&#xa0;: donnez la latence sous laquelle le stockage doit garder son p99, p. ex. --%1=1ms</translation>
    </message>
    <message>
        <source>--%1 is given %2 times, as %3: give it once</source>
        <translation>--%1 est donnée %2 fois, avec %3&#xa0;: donnez-la une seule fois</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>--client=%1: &quot;%2&quot; is not a port: give one from 1 to 65535, e.g. --client=%3:8765</source>
        <translation>--client=%1&#xa0;: &quot;%2&quot; n&apos;est pas un port&#xa0;: donnez-en un entre 1 et 65535, p. ex. --client=%3:8765</translation>
    </message>
    <message>
        <source>--filename=%1 names no file: give a file or block device, or leave --filename out for a scratch file in the temp folder</source>
        <translation>--filename=%1 ne désigne aucun fichier&#xa0;: donnez un fichier ou un périphérique bloc, ou omettez --filename pour un fichier temporaire dans le dossier temporaire</translation>
    </message>
    <message>
        <source>--%1=%2 is no region: give its size, e.g. --%1=1g, or leave --%1 out for the whole file or device</source>
        <translation>--%1=%2 ne définit aucune zone&#xa0;: donnez sa taille, p. ex. --%1=1g, ou omettez --%1 pour tout le fichier ou périphérique</translation>
    </message>
    <message>
        <source>--output is empty: give a file name, or leave --output out to write to standard output</source>
        <translation>--output est vide&#xa0;: donnez un nom de fichier, ou omettez --output pour écrire sur la sortie standard</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output&#xa0;: %1</translation>
    </message>
    <message>
        <source>What the provider promises for the volume, PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g or aws-gp3,iops=6000,throughput=250m: the analysis holds the limits it finds against it (surfio volumes lists the profiles).</source>
        <translation>Ce que le fournisseur promet pour le volume, PROFIL[:TAILLE][,iops=N][,throughput=N], p. ex. oci-balanced:50g ou aws-gp3,iops=6000,throughput=250m&#xa0;: l&apos;analyse confronte les limites qu&apos;elle trouve à cette promesse (surfio volumes liste les profils).</translation>
    </message>
    <message>
        <source>--%1=%2: %3</source>
        <translation>--%1=%2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Run each point on the first N targets of --filename, for each N (comma list, e.g. 1,2,4): the host maximum over the number of volumes. Default: all targets.</source>
        <translation>Exécute chaque point sur les N premières cibles de --filename, pour chaque N (liste séparée par des virgules, p. ex. 1,2,4)&#xa0;: le maximum de l&apos;hôte selon le nombre de volumes. Par défaut&#xa0;: toutes les cibles.</translation>
    </message>
    <message>
        <source>--rerun: the saved run&apos;s volume %1: %2; give --volume again, or --volume= for none</source>
        <translation>--rerun&#xa0;: le volume du run enregistré %1&#xa0;: %2&#xa0;; redonnez --volume, ou --volume= pour aucun</translation>
    </message>
</context>
<context>
    <name>RunPolicy</name>
    <message>
        <source>the journal&apos;s output: %1</source>
        <translation>la sortie enregistrée dans le journal&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Runner</name>
    <message>
        <source>%1 %2% read IOPS, mean of %3 points</source>
        <translation>IOPS à %1, %2 % en lecture, moyenne de %3 points</translation>
    </message>
    <message>
        <source>%1 %2% read IOPS</source>
        <translation>IOPS à %1, %2 % en lecture</translation>
    </message>
    <message>
        <source>the matrix has no points: give at least one block size, mix, depth and job count</source>
        <translation>la matrice n&apos;a aucun point&#xa0;: donnez au moins une taille de bloc, un mélange, une profondeur et un nombre de tâches</translation>
    </message>
    <message>
        <source>--trials=%1 is outside 1 to %2</source>
        <translation>--trials=%1 est hors de l&apos;intervalle 1 à %2</translation>
    </message>
    <message>
        <source>hosts are given but the engine is not fio: only fio runs on other hosts (--engine=fio)</source>
        <translation>des hôtes sont donnés mais le moteur n&apos;est pas fio&#xa0;: seul fio s&apos;exécute sur d&apos;autres hôtes (--engine=fio)</translation>
    </message>
    <message>
        <source>the matrix writes to %1 on the fio hosts, whose devices Surfio cannot check for filesystems or mounts: give --allow-write-device (the workbench asks) if whatever is on it may be destroyed</source>
        <translation>la matrice écrit sur %1 sur les hôtes fio, dont Surfio ne peut pas vérifier les périphériques (systèmes de fichiers, montages)&#xa0;: donnez --allow-write-device (l&apos;interface graphique le demande) si tout ce qui s&apos;y trouve peut être détruit</translation>
    </message>
    <message>
        <source>steady state needs a window of at least 2 rounds and at most %1 rounds, no fewer than the window: raise --steady-rounds</source>
        <translation>l&apos;état stable exige une fenêtre de 2 à %1 cycles, et un nombre maximal de cycles au moins égal à la fenêtre&#xa0;: augmentez --steady-rounds</translation>
    </message>
    <message>
        <source>steady state needs a tracking variable: give --steady-track, e.g. 4k/0</source>
        <translation>l&apos;état stable exige une variable suivie&#xa0;: donnez --steady-track, p. ex. 4k/0</translation>
    </message>
    <message>
        <source>steady state tracks %1 at %2 % read, which no point of the matrix runs: add that point, or track another with --steady-track (the matrix editor&apos;s tracked block size and read %)</source>
        <translation>l&apos;état stable suit %1 à %2 % en lecture, ce qu&apos;aucun point de la matrice n&apos;exécute&#xa0;: ajoutez ce point, ou suivez-en un autre avec --steady-track (dans l&apos;éditeur de matrice&#xa0;: taille de bloc et % de lecture suivis)</translation>
    </message>
    <message>
        <source>preconditioning %1 failed: %2</source>
        <translation>le préconditionnement de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: the result keeps each run&apos;s totals, but not the latency percentiles and time series of the runs it could not read back</source>
        <translation>%1 : le résultat garde les totaux de chaque exécution, mais pas les centiles de latence ni les séries temporelles des exécutions qui n&apos;ont pas pu être relues</translation>
    </message>
    <message>
        <source>--rate-steps needs shares from 1 % to 100 %, ascending, each once, e.g. --rate-steps=10,50,90%</source>
        <translation>--rate-steps demande des pourcentages de 1 % à 100 %, par ordre croissant, chacun une seule fois, p. ex. --rate-steps=10,50,90%</translation>
    </message>
    <message>
        <source>--rate-steps runs each point first unthrottled, but every point has a --rate_iops: add 0 to the --rate_iops list, or leave --rate-steps out</source>
        <translation>--rate-steps exécute d&apos;abord chaque point non bridé, mais chaque point a un --rate_iops&#xa0;: ajoutez 0 à la liste de --rate_iops, ou retirez --rate-steps</translation>
    </message>
    <message>
        <source>point %1 runs at %2 % of the IOPS point %3 reached unthrottled, but point %3 measured no I/O in round %4: its rate steps cannot run</source>
        <translation>le point %1 tourne à %2 % des IOPS que le point %3 a atteintes non bridé, mais le point %3 n&apos;a mesuré aucune E/S au cycle %4&#xa0;: ses paliers de débit ne peuvent pas s&apos;exécuter</translation>
    </message>
    <message>
        <source>--target-count=%1 runs on %1 targets, but --filename names %2: name at least %1 targets (--filename=a:b:…), or lower --target-count to counts up to %2</source>
        <translation>--target-count=%1 s&apos;exécute sur %1 cibles, mais --filename n&apos;en nomme que %2&#xa0;: nommez au moins %1 cibles (--filename=a:b:…) ou réduisez --target-count à des nombres jusqu&apos;à %2</translation>
    </message>
</context>
<context>
    <name>SavedResult</name>
    <message>
        <source>%1 is the journal of an interrupted run, not a result: finish it with `surfio resume %1` (or Run → Resume interrupted run), then use the result it writes</source>
        <translation>%1 est le journal d&apos;une exécution interrompue, pas un résultat&#xa0;: terminez-la avec `surfio resume %1` (ou Exécuter → Reprendre une exécution interrompue), puis utilisez le résultat qu&apos;elle écrit</translation>
    </message>
    <message>
        <source>%1 is fio&apos;s output, but %2</source>
        <translation>%1 est une sortie de fio, mais %2</translation>
    </message>
</context>
<context>
    <name>SurfaceOverlays</name>
    <message>
        <source>Over the surface: %1</source>
        <translation>Par-dessus la surface : %1</translation>
    </message>
    <message>
        <source>%1 not drawn: no slice of 2 × 2 measured points matching this one</source>
        <translation>%1 non dessiné : aucune coupe de 2 × 2 points mesurés correspondant à celle-ci</translation>
    </message>
</context>
<context>
    <name>SurfaceRoof</name>
    <message>
        <source>promised: %1 %2</source>
        <translation>promis&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>promised: %1</source>
        <translation>promis&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (above the scale)</source>
        <translation>%1 (au-dessus de l’échelle)</translation>
    </message>
</context>
<context>
    <name>SurfaceSketch</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% lecture</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2× A in %3 (geometric mean over %n point(s))</source>
        <translation>
            <numerusform>%1 vaut %2× A en %3 (moyenne géométrique sur %n point)</numerusform>
            <numerusform>%1 vaut %2× A en %3 (moyenne géométrique sur %n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ A, %2</source>
        <translation>%1 ÷ A, %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>TargetFacts</name>
    <message>
        <source>rotational (HDD)</source>
        <translation>rotatif (HDD)</translation>
    </message>
    <message>
        <source>non-rotational (NVMe)</source>
        <translation>non rotatif (NVMe)</translation>
    </message>
    <message>
        <source>non-rotational (RAM)</source>
        <translation>non rotatif (RAM)</translation>
    </message>
    <message>
        <source>non-rotational (loop device: as fast as what holds its file)</source>
        <translation>non rotatif (périphérique loop&#xa0;: aussi rapide que le support de son fichier)</translation>
    </message>
    <message>
        <source>non-rotational (SSD)</source>
        <translation>non rotatif (SSD)</translation>
    </message>
    <message>
        <source>The filesystem holding %1 cannot be inspected.</source>
        <translation>Le système de fichiers contenant %1 ne peut pas être inspecté.</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>Espace libre</translation>
    </message>
    <message>
        <source>%1 free of %2</source>
        <translation>%1 libres sur %2</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>%1, mounted on %2</source>
        <translation>%1, monté sur %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem: only points that just read can run.</source>
        <translation>%1 est sur un système de fichiers en lecture seule&#xa0;: seuls les points qui ne font que lire peuvent s&apos;exécuter.</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so its file cannot be written: pick a directory on a writable filesystem.</source>
        <translation>%1 est sur un système de fichiers en lecture seule, son fichier ne peut donc pas être écrit&#xa0;: choisissez un répertoire sur un système de fichiers accessible en écriture.</translation>
    </message>
    <message>
        <source>%1 keeps its files in memory: the run measures RAM, not storage.</source>
        <translation>%1 garde ses fichiers en mémoire&#xa0;: l&apos;exécution mesure la RAM, pas le stockage.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>%1 logical, %2 physical</source>
        <translation>%1 logique, %2 physique</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Ordonnanceur</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>blank: not mounted, not in use, no filesystem or partition signature</source>
        <translation>vierge&#xa0;: non monté, inutilisé, sans signature de système de fichiers ni de partition</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>inspecting…</source>
        <translation>inspection…</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>block device on each fio host (%1), not checked from here</source>
        <translation>périphérique bloc sur chaque hôte fio (%1), non vérifié d&apos;ici</translation>
    </message>
    <message>
        <source>directory on each fio host (%1): fio makes a scratch file there</source>
        <translation>répertoire sur chaque hôte fio (%1)&#xa0;: fio y crée un fichier temporaire</translation>
    </message>
    <message>
        <source>file on each fio host (%1), created by fio if missing</source>
        <translation>fichier sur chaque hôte fio (%1), créé par fio s&apos;il n&apos;existe pas</translation>
    </message>
    <message>
        <source>Cannot inspect %1: %2</source>
        <translation>Impossible d&apos;inspecter %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Directory %1 does not exist: create it or pick another directory.</source>
        <translation>Le répertoire %1 n&apos;existe pas&#xa0;: créez-le ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>Directory %1 does not exist, so %2 cannot be created: create the directory or pick another path.</source>
        <translation>Le répertoire %1 n&apos;existe pas, %2 ne peut donc pas être créé&#xa0;: créez le répertoire ou choisissez un autre chemin.</translation>
    </message>
    <message>
        <source>new file, created for the run at the region&apos;s size</source>
        <translation>nouveau fichier, créé pour l&apos;exécution à la taille de la zone</translation>
    </message>
    <message>
        <source>directory: a scratch file is made here for the run</source>
        <translation>répertoire&#xa0;: un fichier temporaire y est créé pour l&apos;exécution</translation>
    </message>
    <message>
        <source>existing file of %1: points that write overwrite its data</source>
        <translation>fichier existant de %1&#xa0;: les points qui écrivent écrasent ses données</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device: name one of those (a FIFO or a character device such as /dev/null holds no storage to measure).</source>
        <translation>%1 n&apos;est ni un fichier, ni un répertoire, ni un périphérique bloc&#xa0;: indiquez l&apos;un de ceux-ci (un FIFO ou un périphérique caractère comme /dev/null ne contient aucun stockage à mesurer).</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Accès</translation>
    </message>
    <message>
        <source>through UDisks2: you may not open it yourself, so Surfio asks UDisks2 once, before the run (polkit may ask for a password)</source>
        <translation>par UDisks2 : vous ne pouvez pas l’ouvrir vous-même, donc Surfio le demande à UDisks2 une fois, avant l’exécution (polkit peut demander un mot de passe)</translation>
    </message>
    <message>
        <source>looked at when UDisks2 opens it: a mounted or busy device, or one with a filesystem or partition signature, is never written</source>
        <translation>examiné quand UDisks2 l’ouvre : un périphérique monté ou occupé, ou portant une signature de système de fichiers ou de partitions, n’est jamais écrit</translation>
    </message>
</context>
<context>
    <name>UDisksOpener</name>
    <message>
        <source>this UDisks2 cannot open devices for others (Block.OpenDevice needs udisks 2.7.3 or later): upgrade udisks2, or run as a member of the group that owns %1</source>
        <translation>cet UDisks2 ne sait pas ouvrir de périphériques pour autrui (Block.OpenDevice demande udisks 2.7.3 ou plus récent) : mettez udisks2 à jour, ou lancez en membre du groupe propriétaire de %1</translation>
    </message>
    <message numerus="yes">
        <source>nobody answered polkit&apos;s password prompt to open %1 within %n minute(s)</source>
        <translation>
            <numerusform>personne n’a répondu à la demande de mot de passe de polkit pour ouvrir %1 en %n minute</numerusform>
            <numerusform>personne n’a répondu à la demande de mot de passe de polkit pour ouvrir %1 en %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>polkit could not ask for the password to open %1: no polkit authentication agent runs for you. Run Surfio from a terminal (pkttyagent asks there) or from a desktop session with its own agent, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit n’a pas pu demander le mot de passe pour ouvrir %1 : aucun agent d’authentification polkit ne tourne pour vous. Lancez Surfio depuis un terminal (pkttyagent y demande) ou depuis une session de bureau qui a son agent, ou faites autoriser org.freedesktop.udisks2.open-device par une règle polkit de votre administrateur</translation>
    </message>
    <message>
        <source>polkit allows opening %1 only after asking for a password, and --no-ask forbids asking: leave out --no-ask, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit n’autorise l’ouverture de %1 qu’après avoir demandé un mot de passe, et --no-ask interdit de demander : retirez --no-ask, ou faites autoriser org.freedesktop.udisks2.open-device par une règle polkit de votre administrateur</translation>
    </message>
    <message>
        <source>polkit refuses to let you open %1 (org.freedesktop.udisks2.open-device): ask your administrator for a polkit rule, or for membership of the group that owns it</source>
        <translation>polkit refuse que vous ouvriez %1 (org.freedesktop.udisks2.open-device) : demandez à votre administrateur une règle polkit, ou l’appartenance au groupe propriétaire</translation>
    </message>
    <message>
        <source>the password prompt to open %1 was dismissed: nothing was opened</source>
        <translation>la demande de mot de passe pour ouvrir %1 a été fermée : rien n’a été ouvert</translation>
    </message>
    <message>
        <source>UDisks2 cannot open %1 for writing: it is in use (mounted, or held by RAID, LVM, swap or another program); unmount or release it first</source>
        <translation>UDisks2 ne peut ouvrir %1 en écriture : il est utilisé (monté, ou tenu par RAID, LVM, le swap ou un autre programme) ; démontez-le ou libérez-le d’abord</translation>
    </message>
    <message>
        <source>UDisks2 could not open %1: %2</source>
        <translation>UDisks2 n’a pas pu ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>UDisks2 does not know %1: udev has not announced it (is systemd-udevd running?)</source>
        <translation>UDisks2 ne connaît pas %1 : udev ne l’a pas annoncé (systemd-udevd tourne-t-il ?)</translation>
    </message>
    <message>
        <source>UDisks2 opened %1 but handed no descriptor over</source>
        <translation>UDisks2 a ouvert %1 mais n’a remis aucun descripteur</translation>
    </message>
    <message>
        <source>UDisks2 is not running, so nothing can open %1 for you: install the udisks2 package (apt install udisks2) and start it (systemctl start udisks2), or run as a member of the group that owns %1</source>
        <translation>UDisks2 ne tourne pas, donc rien ne peut ouvrir %1 pour vous : installez le paquet udisks2 (apt install udisks2) et démarrez-le (systemctl start udisks2), ou lancez en membre du groupe propriétaire de %1</translation>
    </message>
    <message>
        <source>cannot reach the system bus to ask UDisks2 for %1 (%2): start D-Bus (systemctl start dbus), or run as a member of the group that owns %1</source>
        <translation>impossible de joindre le bus système pour demander %1 à UDisks2 (%2) : démarrez D-Bus (systemctl start dbus), ou lancez en membre du groupe propriétaire de %1</translation>
    </message>
    <message>
        <source>the system bus cannot pass file descriptors, so UDisks2 cannot hand %1 over</source>
        <translation>le bus système ne sait pas transmettre de descripteurs, donc UDisks2 ne peut pas remettre %1</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>the block-size split &quot;%1&quot; has more than 64 parts</source>
        <translation>la répartition des tailles de bloc «&#xa0;%1&#xa0;» a plus de 64 parties</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; is not a size/percent part, e.g. 4k/60</source>
        <translation>«&#xa0;%1&#xa0;» dans la répartition des tailles de bloc «&#xa0;%2&#xa0;» n&apos;est pas de la forme taille/pourcentage, p. ex. 4k/60</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; has a percent that is not 0 to 100</source>
        <translation>«&#xa0;%1&#xa0;» dans la répartition des tailles de bloc «&#xa0;%2&#xa0;» a un pourcentage hors de l&apos;intervalle 0 à 100</translation>
    </message>
    <message>
        <source>the percents of the block-size split &quot;%1&quot; add up to %2, not 100</source>
        <translation>les pourcentages de la répartition des tailles de bloc «&#xa0;%1&#xa0;» totalisent %2, et non 100</translation>
    </message>
    <message>
        <source>the block-size split &quot;%1&quot; gives no part a share</source>
        <translation>la répartition des tailles de bloc «&#xa0;%1&#xa0;» n&apos;attribue de part à aucune partie</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>VerifyText</name>
    <message numerus="yes">
        <source>%L1 read(s) checked, %L2 skipped</source>
        <extracomment>--verify=crc32c: %1 reads had every 512-byte sector checked; %2 were not checked because a write of the same job to the same part of the region was in flight. The plural form follows %1.</extracomment>
        <translation>
            <numerusform>%L1 lecture vérifiée, ignorées&#xa0;: %L2</numerusform>
            <numerusform>%L1 lectures vérifiées, ignorées&#xa0;: %L2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verify checked none of its %L1 read(s): each one ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</source>
        <extracomment>--verify=crc32c found no read it could check; %1 the number of reads</extracomment>
        <translation>
            <numerusform>La vérification n&apos;a pu contrôler aucune lecture (%L1 au total)&#xa0;: elle a eu lieu pendant qu&apos;une écriture de la même tâche sur la même partie de la région était en cours. Une région plus grande ou une profondeur de file plus faible laisse des lectures à vérifier.</numerusform>
            <numerusform>La vérification n&apos;a pu contrôler aucune de ses %L1 lectures&#xa0;: chacune a eu lieu pendant qu&apos;une écriture de la même tâche sur la même partie de la région était en cours. Une région plus grande ou une profondeur de file plus faible laisse des lectures à vérifier.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VolumeProfile</name>
    <message>
        <source>there is no volume profile &quot;%1&quot;: the profiles are %2 (surfio volumes lists what each promises)</source>
        <translation>il n&apos;y a pas de profil de volume «&#xa0;%1&#xa0;»&#xa0;: les profils sont %2 (surfio volumes liste ce que chacun promet)</translation>
    </message>
    <message>
        <source>%1, line %2: &quot;%3&quot; %4</source>
        <translation>%1, ligne %2&#xa0;: «&#xa0;%3&#xa0;» %4</translation>
    </message>
    <message>
        <source>is not a key of a volume profile here; known: %1</source>
        <translation>n&apos;est pas une clé d&apos;un profil de volume à cet endroit&#xa0;; clés connues&#xa0;: %1</translation>
    </message>
    <message>
        <source>should be a size in bytes, e.g. 131072 or &quot;128m&quot;</source>
        <translation>doit être une taille en octets, p. ex. 131072 ou &quot;128m&quot;</translation>
    </message>
    <message>
        <source>should be a number, 0 or more</source>
        <translation>doit être un nombre, 0 ou plus</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</source>
        <translation>doit être un objet, p. ex. {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</translation>
    </message>
    <message>
        <source>is above &quot;max&quot;</source>
        <translation>dépasse &quot;max&quot;</translation>
    </message>
    <message>
        <source>should ascend by &quot;up_to_gb&quot;, the last one without it</source>
        <translation>doit croître selon &quot;up_to_gb&quot;, le dernier sans cette clé</translation>
    </message>
    <message>
        <source>gives no figure: give &quot;baseline&quot;, &quot;per_gb&quot; or &quot;steps&quot;</source>
        <translation>ne donne aucun chiffre&#xa0;: donnez &quot;baseline&quot;, &quot;per_gb&quot; ou &quot;steps&quot;</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</source>
        <translation>doit être un objet, p. ex. {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</translation>
    </message>
    <message>
        <source>needs &quot;max&quot;, the most that can be provisioned</source>
        <translation>a besoin de &quot;max&quot;, le plus qui puisse être provisionné</translation>
    </message>
    <message>
        <source>needs &quot;name&quot; and &quot;up_to_gb&quot;</source>
        <translation>a besoin de &quot;name&quot; et de &quot;up_to_gb&quot;</translation>
    </message>
    <message>
        <source>should be larger than the tier before it</source>
        <translation>doit être plus grand que le palier précédent</translation>
    </message>
    <message>
        <source>should name the level, e.g. &quot;vpus&quot;</source>
        <translation>doit nommer le niveau, p. ex. &quot;vpus&quot;</translation>
    </message>
    <message>
        <source>should be a whole number</source>
        <translation>doit être un nombre entier</translation>
    </message>
    <message>
        <source>should be one of the levels in &quot;list&quot;</source>
        <translation>doit être l&apos;un des niveaux de &quot;list&quot;</translation>
    </message>
    <message>
        <source>is needed: the burst ceiling</source>
        <translation>est nécessaire&#xa0;: le plafond de la rafale</translation>
    </message>
    <message>
        <source>needs one of &quot;bucket_ios&quot; (credits) or &quot;bucket_seconds&quot; (at full burst)</source>
        <translation>a besoin de &quot;bucket_ios&quot; (crédits) ou de &quot;bucket_seconds&quot; (à pleine rafale), l&apos;un des deux</translation>
    </message>
    <message>
        <source>is missing or not %1: not a volume profile, or one from a newer version</source>
        <translation>manque ou ne vaut pas %1&#xa0;: ce n&apos;est pas un profil de volume, ou c&apos;en est un d&apos;une version plus récente</translation>
    </message>
    <message>
        <source>should be a string</source>
        <translation>doit être une chaîne</translation>
    </message>
    <message>
        <source>is needed: where the figures come from</source>
        <translation>est nécessaire&#xa0;: d&apos;où viennent les chiffres</translation>
    </message>
    <message>
        <source>should be &quot;GiB&quot; or &quot;GB&quot; (10^9 bytes)</source>
        <translation>doit valoir &quot;GiB&quot; ou &quot;GB&quot; (10^9 octets)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: a volume profile is a JSON object {&quot;surfio_volume&quot;: 1, ...}</source>
        <translation>%1&#xa0;: un profil de volume est un objet JSON {&quot;surfio_volume&quot;: 1, ...}</translation>
    </message>
    <message>
        <source>%1: promises nothing: give &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; or &quot;provisioned_iops&quot;</source>
        <translation>%1&#xa0;: ne promet rien&#xa0;: donnez &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; ou &quot;provisioned_iops&quot;</translation>
    </message>
    <message>
        <source>is above &quot;max_gb&quot;</source>
        <translation>dépasse &quot;max_gb&quot;</translation>
    </message>
    <message>
        <source>%1 is not a volume profile: a profile&apos;s file name ends in .json</source>
        <translation>%1 n&apos;est pas un profil de volume&#xa0;: le nom de fichier d&apos;un profil se termine par .json</translation>
    </message>
    <message>
        <source>there is no file %1: give a profile&apos;s name (surfio volumes lists them) or the path of a .json profile</source>
        <translation>il n&apos;y a pas de fichier %1&#xa0;: donnez le nom d&apos;un profil (surfio volumes les liste) ou le chemin d&apos;un profil .json</translation>
    </message>
</context>
<context>
    <name>VolumePromise</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not understood: after the profile come iops=N, throughput=SIZE per second (e.g. 250m) or a level such as vpus=30</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas compris&#xa0;: après le profil viennent iops=N, throughput=TAILLE par seconde (p. ex. 250m) ou un niveau comme vpus=30</translation>
    </message>
    <message>
        <source>the form is PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g, aws-gp3,iops=6000,throughput=250m; `surfio volumes` lists the profiles</source>
        <translation>la forme est PROFIL[:TAILLE][,iops=N][,throughput=N], p. ex. oci-balanced:50g, aws-gp3,iops=6000,throughput=250m&#xa0;; `surfio volumes` liste les profils</translation>
    </message>
    <message>
        <source>%1 %2 is outside what this volume can be given: %3 to %4</source>
        <translation>%1 %2 sort de ce que ce volume peut recevoir&#xa0;: %3 à %4</translation>
    </message>
    <message>
        <source>%1 %2 needs a volume of at least %3 GiB: at most %4 per GiB can be given</source>
        <translation>%1 %2 demande un volume d&apos;au moins %3 Gio&#xa0;: au plus %4 par Gio peuvent être attribués</translation>
    </message>
    <message>
        <source>%1 %2 needs at least %3 IOPS: at most %4 per IOPS can be given</source>
        <translation>%1 %2 demande au moins %3 IOPS&#xa0;: au plus %4 par IOPS peuvent être attribués</translation>
    </message>
    <message>
        <source>%1 takes %2= one of %3</source>
        <translation>%1 prend %2= parmi %3</translation>
    </message>
    <message>
        <source>%1 takes no %2=: after the size come iops=N and throughput=SIZE</source>
        <translation>%1 ne prend pas %2=&#xa0;: après la taille viennent iops=N et throughput=TAILLE</translation>
    </message>
    <message>
        <source>%1 is larger than the largest size %2 lists (%3, %4)</source>
        <translation>%1 dépasse la plus grande taille que liste %2 (%3, %4)</translation>
    </message>
    <message>
        <source>%1 promises by size: give the volume&apos;s size, e.g. --volume=%1:100g, or a block device as the target</source>
        <translation>%1 promet selon la taille&#xa0;: donnez la taille du volume, p. ex. --volume=%1:100g, ou un périphérique bloc comme cible</translation>
    </message>
    <message>
        <source>%1 takes no provisioned IOPS: drop iops=</source>
        <translation>%1 ne prend pas d&apos;IOPS provisionnées&#xa0;: retirez iops=</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 is provisioned: give its IOPS, e.g. --volume=%1,iops=%2</source>
        <translation>%1 est provisionné&#xa0;: donnez ses IOPS, p. ex. --volume=%1,iops=%2</translation>
    </message>
    <message>
        <source>%1 takes no provisioned throughput: drop throughput=</source>
        <translation>%1 ne prend pas de débit provisionné&#xa0;: retirez throughput=</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>le débit</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;: %2</translation>
    </message>
    <message>
        <source>no profile named: %1</source>
        <translation>aucun profil nommé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 promises nothing at %2</source>
        <translation>%1 ne promet rien à %2</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;%1&quot; should be a number, 0 or more</source>
        <translation>&quot;volume&quot;&#xa0;: &quot;%1&quot; doit être un nombre, 0 ou plus</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;profile&quot; is missing</source>
        <translation>&quot;volume&quot;&#xa0;: &quot;profile&quot; manque</translation>
    </message>
    <message>
        <source>%1= is given twice: give it once</source>
        <translation>%1= est donné deux fois&#xa0;: donnez-le une fois</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <source>%1 volumes are %2; %3 is not one</source>
        <translation>les volumes %1 font %2&#xa0;; %3 n&apos;en est pas un</translation>
    </message>
    <message>
        <source>%1 volumes are %2, and the target is %3: give the volume&apos;s size, e.g. --volume=%1:100g</source>
        <translation>les volumes %1 font %2, et la cible fait %3&#xa0;: donnez la taille du volume, p. ex. --volume=%1:100g</translation>
    </message>
    <message>
        <source>throughput=%1 needs its unit, as a size per second: e.g. throughput=%1m for %1 MiB/s</source>
        <translation>throughput=%1 demande son unité, une taille par seconde&#xa0;: p. ex. throughput=%1m pour %1 MiB/s</translation>
    </message>
</context>
<context>
    <name>VolumesCommand</name>
    <message>
        <source>built-in</source>
        <translation>intégré</translation>
    </message>
    <message>
        <source>own</source>
        <translation>personnel</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>profil</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>burst, full bucket</source>
        <translation>rafale, seau plein</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>origine</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>What each volume promises at %1:</source>
        <translation>Ce que promet chaque volume à %1&#xa0;:</translation>
    </message>
    <message>
        <source>Give another size with --size=SIZE; surfio volumes SPEC describes one, e.g. surfio volumes aws-gp2:100g. Your own profiles: %1.</source>
        <translation>Une autre taille avec --size=TAILLE&#xa0;; surfio volumes SPEC en décrit un, p. ex. surfio volumes aws-gp2:100g. Vos propres profils&#xa0;: %1.</translation>
    </message>
    <message>
        <source>surfio volumes: skipped %1</source>
        <translation>surfio volumes&#xa0;: %1 ignoré</translation>
    </message>
    <message>
        <source>surfio volumes: %1: %2</source>
        <translation>surfio volumes&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Source: %1, read %2 (%3: %4)</source>
        <translation>Source&#xa0;: %1, lue le %2 (%3&#xa0;: %4)</translation>
    </message>
    <message>
        <source>  Hold a run against it: surfio run --volume=%1 --preset=limits --filename=DEVICE</source>
        <translation>  Confronter une exécution à ce volume&#xa0;: surfio run --volume=%1 --preset=limits --filename=PÉRIPHÉRIQUE</translation>
    </message>
    <message>
        <source>Lists the cloud volume profiles, built-in and your own, with what each promises at a size, or describes what a volume spec promises, with the provider&apos;s source.</source>
        <translation>Liste les profils de volumes cloud, intégrés et les vôtres, avec ce que chacun promet à une taille, ou décrit ce que promet une spécification de volume, avec la source du fournisseur.</translation>
    </message>
    <message>
        <source>The size the list shows the promises at. Default 100g.</source>
        <translation>La taille à laquelle la liste montre les promesses. Par défaut 100g.</translation>
    </message>
    <message>
        <source>A volume as --volume takes it: PROFILE[:SIZE][,iops=N][,throughput=N].</source>
        <translation>Un volume tel que --volume le prend&#xa0;: PROFIL[:TAILLE][,iops=N][,throughput=N].</translation>
    </message>
    <message>
        <source>surfio volumes: --size=%1 is not a size: give e.g. --size=50g</source>
        <translation>surfio volumes&#xa0;: --size=%1 n&apos;est pas une taille&#xa0;: donnez p. ex. --size=50g</translation>
    </message>
    <message>
        <source>%1 IOPS for %2</source>
        <translation>%1 IOPS pendant %2</translation>
    </message>
    <message>
        <source>A full bucket lasts %1 at %2 IOPS, refilled at the baseline.</source>
        <translation>Un seau plein dure %1 à %2 IOPS, rempli au niveau de base.</translation>
    </message>
    <message>
        <source>Source: %1 (%2: %3)</source>
        <translation>Source&#xa0;: %1 (%2&#xa0;: %3)</translation>
    </message>
</context>
<context>
    <name>surfio::ChartExportDialog</name>
    <message>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>pixels at</source>
        <translation>pixels à</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>How it was measured, under the chart</source>
        <translation>Conditions de mesure, sous le graphique</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>T&amp;aille&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;hème&#xa0;:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>Légende&#xa0;:</translation>
    </message>
</context>
<context>
    <name>surfio::ChartExportOptions</name>
    <message>
        <source>1920 × 1080 (Full HD)</source>
        <translation>1920 × 1080 (Full HD)</translation>
    </message>
    <message>
        <source>3840 × 2160 (4K)</source>
        <translation>3840 × 2160 (4K)</translation>
    </message>
    <message>
        <source>1280 × 720 (HD)</source>
        <translation>1280 × 720 (HD)</translation>
    </message>
    <message>
        <source>A4 landscape at 300 dpi (3508 × 2480)</source>
        <translation>A4 paysage à 300 dpi (3508 × 2480)</translation>
    </message>
    <message>
        <source>%1 is neither a .png nor an .svg file</source>
        <translation>%1 n&apos;est ni un fichier .png ni un fichier .svg</translation>
    </message>
    <message>
        <source>the image has no size</source>
        <translation>l&apos;image n&apos;a pas de taille</translation>
    </message>
    <message>
        <source>%1 cannot be written: the chart could not be drawn</source>
        <translation>impossible d&apos;écrire %1&#xa0;: le graphique n&apos;a pas pu être dessiné</translation>
    </message>
</context>
<context>
    <name>surfio::CompareChoice</name>
    <message>
        <source>The figure compared: iops, bw (MB/s), lat_mean or lat_p99 (lower is faster). Default iops.</source>
        <translation>La mesure comparée&#xa0;: iops, bw (MB/s), lat_mean ou lat_p99 (plus bas signifie plus rapide). Par défaut&#xa0;: iops.</translation>
    </message>
    <message>
        <source>--%1=%2 is not a metric: use iops, bw, lat_mean or lat_p99</source>
        <translation>--%1=%2 n&apos;est pas une mesure&#xa0;: utilisez iops, bw, lat_mean ou lat_p99</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Keys of a point&apos;s spec not to match on, comma-separated, from rw, bs (or bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count; e.g. --%1=iodepth compares two queue depths.</source>
        <translation>Clés du spec d&apos;un point à exclure de l&apos;appariement, séparées par des virgules, parmi rw, bs (ou bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count&#xa0;; p. ex. --%1=iodepth compare deux profondeurs de file.</translation>
    </message>
</context>
<context>
    <name>surfio::CompareView</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Latence moyenne</translation>
    </message>
    <message>
        <source>99th percentile latency</source>
        <translation>Latence au 99e centile</translation>
    </message>
    <message>
        <source>no finished point</source>
        <translation>aucun point terminé</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>une cible inconnue</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Métrique&#xa0;:</translation>
    </message>
    <message>
        <source>Match on:</source>
        <translation>Apparier par&#xa0;:</translation>
    </message>
    <message>
        <source>Points are matched by this part of their spec; untick it to compare points that differ in it (e.g. iodepth: two queue depths)</source>
        <translation>Les points sont appariés par cette partie de leur spec&#xa0;; décochez-la pour comparer des points qui en diffèrent (p. ex. iodepth&#xa0;: deux profondeurs de file)</translation>
    </message>
    <message>
        <source>A verdict is Welch&apos;s t-test on the trials (p &lt; %1, two-sided) when both runs have two or more; its p-value is in the verdict&apos;s tooltip.</source>
        <translation>Le verdict est un test t de Welch sur les essais (p &lt; %1, bilatéral) quand les deux exécutions en ont au moins deux&#xa0;; sa valeur p figure dans l&apos;info-bulle du verdict.</translation>
    </message>
    <message>
        <source>Not in the table:</source>
        <translation>Absents du tableau&#xa0;:</translation>
    </message>
    <message>
        <source>File → Compare with… adds saved results (Surfio&apos;s or fio&apos;s JSON) to compare with the result on show, point by point.</source>
        <translation>Fichier → Comparer avec… ajoute des résultats enregistrés (JSON de Surfio ou de fio) à comparer point par point avec le résultat affiché.</translation>
    </message>
    <message>
        <source>A: %1 has no finished point yet: the comparison follows when it has one.</source>
        <translation>A&#xa0;: %1 n&apos;a encore aucun point terminé&#xa0;: la comparaison suivra dès qu&apos;il en aura un.</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>le résultat affiché</translation>
    </message>
    <message>
        <source>A: %1 — %2</source>
        <translation>A&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1&#xa0;: %2 — %3</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Ratio surface</source>
        <translation>Surface des rapports</translation>
    </message>
    <message>
        <source>The ratio surface: a later run&apos;s figure ÷ A&apos;s at each point of one slice of A, blue above 1×, vermilion below</source>
        <translation>La surface des rapports&#xa0;: la valeur d&apos;une exécution suivante ÷ celle de A en chaque point d&apos;une coupe de A, en bleu au-dessus de 1×, en vermillon en dessous</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Aff&amp;ichage&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Coupe&#xa0;:</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Exécution&#xa0;:</translation>
    </message>
    <message>
        <source>Untick %1</source>
        <translation>Décocher %1</translation>
    </message>
    <message>
        <source>Tick %1 again</source>
        <translation>Recocher %1</translation>
    </message>
</context>
<context>
    <name>surfio::ComparisonModel</name>
    <message>
        <source>not in %1</source>
        <translation>absent de %1</translation>
    </message>
    <message>
        <source>no p99</source>
        <translation>pas de p99</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(incomplet)</translation>
    </message>
    <message>
        <source>The mean of %1 trials, from %2 to %3; ± is their coefficient of variation</source>
        <translation>La moyenne de %1 essais, de %2 à %3&#xa0;; ± est leur coefficient de variation</translation>
    </message>
    <message>
        <source>One run: no spread</source>
        <translation>Une seule exécution&#xa0;: pas de dispersion</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n.d.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 ÷ A&apos;s; %3</source>
        <translation>%2 de %1 ÷ la valeur de A&#xa0;; %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no such point: it is listed below the table</source>
        <translation>%1 n&apos;a pas ce point&#xa0;: il est listé sous le tableau</translation>
    </message>
    <message>
        <source>Welch&apos;s t-test on %1 trials of A and %2 of %3: %4, t = %5; below p = %6 the difference is more than the trials&apos; noise</source>
        <translation>Test t de Welch sur %1 essais de A et %2 de %3&#xa0;: %4, t = %5&#xa0;; sous p = %6, la différence dépasse le bruit des essais</translation>
    </message>
    <message>
        <source>A or %1 has fewer than two trials at this point: the ratio alone, its noise unknown (run with trials to know it)</source>
        <translation>A ou %1 a moins de deux essais en ce point&#xa0;: le rapport seul, son bruit inconnu (exécutez avec des essais pour le connaître)</translation>
    </message>
    <message>
        <source>No ratio: a run lacks the figure, or A&apos;s is 0</source>
        <translation>Pas de rapport&#xa0;: la valeur manque dans une exécution, ou celle de A vaut 0</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>verdict %1</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1&#xa0;: dans %2, pas dans %3</translation>
    </message>
    <message numerus="yes">
        <source>Not compared: %1 has %n point(s) at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</source>
        <translation>
            <numerusform>Non comparé&#xa0;: %1 a %n point pour %2 que les clés d&apos;appariement ne distinguent pas (les points ne sont jamais moyennés)&#xa0;: appariez de nouveau par %3</numerusform>
            <numerusform>Non comparés&#xa0;: %1 a %n points pour %2 que les clés d&apos;appariement ne distinguent pas (ils ne sont jamais moyennés)&#xa0;: appariez de nouveau par %3</numerusform>
        </translation>
    </message>
    <message>
        <source>more keys</source>
        <translation>davantage de clés</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A: the runs differ in %1. Untick it under &quot;Match on&quot; to compare them anyway.</source>
        <translation>Aucun point d&apos;une exécution suivante ne correspond à un point de A&#xa0;: les exécutions diffèrent par %1. Décochez ce qui diffère sous «&#xa0;Apparier par&#xa0;» pour les comparer malgré tout.</translation>
    </message>
    <message>
        <source>No point matched one point of each run: the keys left several points of a run alike. Tick more keys under &quot;Match on&quot;.</source>
        <translation>Aucun point ne correspond à un seul point de chaque exécution&#xa0;: avec ces clés, plusieurs points d&apos;une même exécution sont indiscernables. Cochez davantage de clés sous «&#xa0;Apparier par&#xa0;».</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A on %1: no two runs measured the same point.</source>
        <translation>Aucun point d&apos;une exécution suivante ne correspond à un point de A sur %1&#xa0;: aucune paire d&apos;exécutions n&apos;a mesuré le même point.</translation>
    </message>
</context>
<context>
    <name>surfio::ConvergenceView</name>
    <message>
        <source>%1 %2 % read IOPS</source>
        <translation>IOPS à %1, %2 % en lecture</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Cycle</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>±%1 % of mean</source>
        <translation>±%1 % de la moyenne</translation>
    </message>
    <message>
        <source>Window mean</source>
        <translation>Moyenne de la fenêtre</translation>
    </message>
    <message>
        <source>Least-squares line</source>
        <translation>Droite des moindres carrés</translation>
    </message>
    <message>
        <source>Steady state is off: turn on &apos;Repeat until steady state&apos; in the matrix editor. The matrix then runs in rounds until the tracked points&apos; IOPS settle, and this chart shows them converge.</source>
        <translation>L&apos;état stable est désactivé&#xa0;: cochez «&#xa0;Répéter jusqu&apos;à l&apos;état stable&#xa0;» dans l&apos;éditeur de matrice. La matrice s&apos;exécute alors en cycles jusqu&apos;à ce que les E/S par seconde des points suivis se stabilisent, et ce graphique montre leur convergence.</translation>
    </message>
    <message numerus="yes">
        <source>Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.</source>
        <translation>
            <numerusform>L&apos;état stable est activé&#xa0;: le graphique se remplit à la fin de chaque cycle, pour %Ln cycle au plus.</numerusform>
            <numerusform>L&apos;état stable est activé&#xa0;: le graphique se remplit à la fin de chaque cycle, pour %Ln cycles au plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Cycle %1 sur %2 au plus · état stable non atteint après %Ln cycle</numerusform>
            <numerusform>Cycle %1 sur %2 au plus · état stable non atteint après %Ln cycles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · not yet steady: the check needs %Ln rounds</source>
        <translation>
            <numerusform>Cycle %1 sur %2 au plus · pas encore stable&#xa0;: la vérification exige %Ln cycle</numerusform>
            <numerusform>Cycle %1 sur %2 au plus · pas encore stable&#xa0;: la vérification exige %Ln cycles</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady</source>
        <translation>Cycle %1 sur %2 au plus · fenêtre %3–%4&#xa0;: amplitude %5 % de la moyenne (≤ %6 %), excursion de la pente %7 % (≤ %8 %) · stable</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Cycle %1 sur %2 au plus · fenêtre %3–%4&#xa0;: amplitude %5 % de la moyenne (≤ %6 %), excursion de la pente %7 % (≤ %8 %) · état stable non atteint après %Ln cycle</numerusform>
            <numerusform>Cycle %1 sur %2 au plus · fenêtre %3–%4&#xa0;: amplitude %5 % de la moyenne (≤ %6 %), excursion de la pente %7 % (≤ %8 %) · état stable non atteint après %Ln cycles</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · not yet steady</source>
        <translation>Cycle %1 sur %2 au plus · fenêtre %3–%4&#xa0;: amplitude %5 % de la moyenne (≤ %6 %), excursion de la pente %7 % (≤ %8 %) · pas encore stable</translation>
    </message>
    <message>
        <source>Surfio steady-state convergence</source>
        <translation>Surfio&#xa0;: convergence vers l&apos;état stable</translation>
    </message>
</context>
<context>
    <name>surfio::DemoController</name>
    <message>
        <source>Demo: point %1: %2</source>
        <translation>Démo&#xa0;: point %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Demo: preset %1 of %2: %3</source>
        <translation>Démo&#xa0;: préréglage %1 sur %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>surfio::DemoReference</name>
    <message>
        <source>--demo-reference=%1: %2; give a result Surfio saved (surfio run --output-format=json --output=FILE, or File → Save result)</source>
        <translation>--demo-reference=%1&#xa0;: %2&#xa0;; donnez un résultat enregistré par Surfio (surfio run --output-format=json --output=FICHIER, ou Fichier → Enregistrer le résultat)</translation>
    </message>
    <message>
        <source>--demo-reference=%1 holds no finished point to race: give a result with points</source>
        <translation>--demo-reference=%1 ne contient aucun point terminé à affronter&#xa0;: donnez un résultat qui contient des points</translation>
    </message>
    <message>
        <source>the reference</source>
        <translation>la référence</translation>
    </message>
    <message>
        <source>%1 did not run %2: nothing to race here</source>
        <translation>%1 n&apos;a pas tourné en %2&#xa0;: pas de duel ici</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2 at %3</source>
        <translation>%1× les IOPS de %2 en %3</translation>
    </message>
    <message>
        <source>%1 random read</source>
        <translation>lecture aléatoire %1</translation>
    </message>
    <message>
        <source>%1 sequential read</source>
        <translation>lecture séquentielle %1</translation>
    </message>
    <message>
        <source>%1 random write</source>
        <translation>écriture aléatoire %1</translation>
    </message>
    <message>
        <source>%1 sequential write</source>
        <translation>écriture séquentielle %1</translation>
    </message>
    <message>
        <source>%1 random, %2 % read</source>
        <translation>accès aléatoire %1, %2 % en lecture</translation>
    </message>
    <message>
        <source>%1 sequential, %2 % read</source>
        <translation>accès séquentiel %1, %2 % en lecture</translation>
    </message>
    <message>
        <source>%1, queue depth %2 × %3 jobs</source>
        <translation>%1, profondeur de file %2 × %3 tâches</translation>
    </message>
    <message>
        <source>%1, queue depth %2</source>
        <translation>%1, profondeur de file %2</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2</source>
        <translation>%1× les IOPS de %2</translation>
    </message>
</context>
<context>
    <name>surfio::DemoView</name>
    <message>
        <source>Drag the surface to turn it · touch the figures or press any key to stop the demo</source>
        <translation>Faites glisser la surface pour la tourner · touchez les chiffres ou appuyez sur une touche pour arrêter la démo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your matrix</source>
        <translation>Votre matrice</translation>
    </message>
    <message>
        <source>%1 (preset %2 of %3)</source>
        <translation>%1 (préréglage %2 sur %3)</translation>
    </message>
    <message>
        <source>– MB/s</source>
        <translation>– MB/s</translation>
    </message>
    <message>
        <source>– mean latency</source>
        <translation>– de latence moyenne</translation>
    </message>
    <message>
        <source>Racing %1</source>
        <translation>Face à %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 mean latency</source>
        <translation>%1 de latence moyenne</translation>
    </message>
    <message>
        <source>Touch the figures or press any key to stop the demo</source>
        <translation>Touchez les chiffres ou appuyez sur une touche pour arrêter la démo</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln point(s) of %2 each</source>
        <translation>
            <numerusform>%1 · %Ln point de %2</numerusform>
            <numerusform>%1 · %Ln points de %2 chacun</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::DeviceListModel</name>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1&#xa0;: %2, %3</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>modèle non indiqué</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Surfio opens %1 itself</source>
        <translation>Surfio ouvre %1 lui-même</translation>
    </message>
    <message>
        <source>You may not open %1 yourself: Surfio asks UDisks2 to open it, once, before the run (polkit may ask for a password)</source>
        <translation>Vous ne pouvez pas ouvrir %1 vous-même : Surfio demande à UDisks2 de l’ouvrir, une fois, avant l’exécution (polkit peut demander un mot de passe)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 ne peut pas être ouvert : %2</translation>
    </message>
    <message>
        <source>directly</source>
        <translation>directement</translation>
    </message>
    <message>
        <source>UDisks2</source>
        <translation>UDisks2</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Opens</source>
        <translation>Ouverture</translation>
    </message>
</context>
<context>
    <name>surfio::DeviceWriteConfirmation</name>
    <message>
        <source>model not reported</source>
        <translation>modèle non indiqué</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; (%2, %3). Everything stored on it will be destroyed, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%4&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;exécution écrit sur &lt;b&gt;%1&lt;/b&gt; (%2, %3). Tout ce qui y est stocké sera détruit, et aucune exécution ne pourra le récupérer.&lt;/p&gt;&lt;p&gt;Tapez &lt;b&gt;%4&lt;/b&gt; pour confirmer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; on the fio hosts %2, which Surfio cannot inspect from here: whether it is mounted or holds a filesystem is not checked. Everything stored on it will be destroyed on every one of them, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%3&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;exécution écrit sur &lt;b&gt;%1&lt;/b&gt; sur les hôtes fio %2, que Surfio ne peut pas inspecter d&apos;ici&#xa0;: on ne vérifie pas s&apos;il est monté ou s&apos;il contient un système de fichiers. Tout ce qui y est stocké sera détruit sur chacun d&apos;eux, et aucune exécution ne pourra le récupérer.&lt;/p&gt;&lt;p&gt;Tapez &lt;b&gt;%3&lt;/b&gt; pour confirmer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Destroy the data on %1?</source>
        <translation>Détruire les données de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Destroy data on %1</source>
        <translation>Détruire les données de %1</translation>
    </message>
</context>
<context>
    <name>surfio::EngineBox</name>
    <message>
        <source>Surfio&apos;s engine (io_uring, psync fallback)</source>
        <translation>Moteur de Surfio (io_uring, repli sur psync)</translation>
    </message>
    <message>
        <source>Surfio&apos;s own io_uring engine; where io_uring is unavailable, plain pread/pwrite, and the result says why</source>
        <translation>Le moteur io_uring propre à Surfio&#xa0;; là où io_uring n&apos;est pas disponible, de simples pread/pwrite, et le résultat indique pourquoi</translation>
    </message>
    <message>
        <source>io_uring only</source>
        <translation>io_uring uniquement</translation>
    </message>
    <message>
        <source>Surfio&apos;s io_uring engine, and a failed run where io_uring is unavailable</source>
        <translation>Le moteur io_uring de Surfio, et une exécution en échec là où io_uring n&apos;est pas disponible</translation>
    </message>
    <message>
        <source>psync</source>
        <translation>psync</translation>
    </message>
    <message>
        <source>Surfio&apos;s pread/pwrite engine: one I/O per system call</source>
        <translation>Le moteur pread/pwrite de Surfio&#xa0;: une E/S par appel système</translation>
    </message>
    <message>
        <source>What issues the I/O; fio can also run the points on other hosts</source>
        <translation>Ce qui émet les E/S&#xa0;; fio peut aussi exécuter les points sur d&apos;autres hôtes</translation>
    </message>
    <message>
        <source>fio (looking for it…)</source>
        <translation>fio (recherche en cours…)</translation>
    </message>
    <message>
        <source>Runs every point through fio, on this machine or on fio servers</source>
        <translation>Exécute chaque point via fio, sur cette machine ou sur des serveurs fio</translation>
    </message>
    <message>
        <source>fio %1</source>
        <translation>fio %1</translation>
    </message>
    <message>
        <source>Runs every point through %1 (fio %2), on this machine or on fio servers</source>
        <translation>Exécute chaque point via %1 (fio %2), sur cette machine ou sur des serveurs fio</translation>
    </message>
    <message>
        <source>fio (not available)</source>
        <translation>fio (non disponible)</translation>
    </message>
</context>
<context>
    <name>surfio::FioCommandDialog</name>
    <message>
        <source>Paste a fio command line</source>
        <translation>Coller une ligne de commande fio</translation>
    </message>
    <message>
        <source>A fio &amp;command line, with or without sudo; each --name starts a job, and each job becomes a part of the matrix. Options Surfio&apos;s engine does not use are listed in the Log tab.</source>
        <translation>Une &amp;ligne de commande fio, avec ou sans sudo&#xa0;; chaque --name commence une tâche, et chaque tâche devient une partie de la matrice. Les options que le moteur de Surfio n&apos;utilise pas sont listées dans l&apos;onglet Messages.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
</context>
<context>
    <name>surfio::FioHostList</name>
    <message>
        <source>“%1”: the port after the colon must be a number from 1 to 65535, e.g. %2:8765</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le port après les deux-points doit être un nombre de 1 à 65535, p. ex. %2:8765</translation>
    </message>
    <message>
        <source>A host is empty: give a name or an address, e.g. 10.0.0.2</source>
        <translation>Un hôte est vide&#xa0;: donnez un nom ou une adresse, p. ex. 10.0.0.2</translation>
    </message>
    <message>
        <source>“%1” is not a host: give a name or an address without spaces, e.g. server1 or 10.0.0.2:8765</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un hôte&#xa0;: donnez un nom ou une adresse sans espaces, p. ex. server1 ou 10.0.0.2:8765</translation>
    </message>
    <message>
        <source>“%1” is not an IPv6 address in brackets: give e.g. [fd00::2] or [fd00::2]:8765</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une adresse IPv6 entre crochets&#xa0;: donnez p. ex. [fd00::2] ou [fd00::2]:8765</translation>
    </message>
    <message>
        <source>“%1” looks like an IPv6 address: put it in brackets, e.g. [%1]:8765</source>
        <translation>«&#xa0;%1&#xa0;» ressemble à une adresse IPv6&#xa0;: mettez-la entre crochets, p. ex. [%1]:8765</translation>
    </message>
    <message>
        <source>Double-click a host to edit it</source>
        <translation>Double-cliquez sur un hôte pour le modifier</translation>
    </message>
    <message>
        <source>Add, e.g. 10.0.0.2 or server1:8765</source>
        <translation>Ajouter, p. ex. 10.0.0.2 ou server1:8765</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add the host typed</source>
        <translation>Ajouter l&apos;hôte saisi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected host</source>
        <translation>Retirer l&apos;hôte sélectionné</translation>
    </message>
    <message>
        <source>Each host must run “fio --server” (port 8765 unless given); the targets are then paths on the hosts. No host: fio runs on this machine.</source>
        <translation>Chaque hôte doit exécuter «&#xa0;fio --server&#xa0;» (port 8765 sauf indication contraire)&#xa0;; les cibles sont alors des chemins sur les hôtes. Sans hôte&#xa0;: fio s&apos;exécute sur cette machine.</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>«&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
</context>
<context>
    <name>surfio::FlatChartsView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>Motif, profondeur de file et nombre de tâches à afficher</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Courbes</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>The metric against block size with one line per read mix, or a heat map of the same with each cell&apos;s value</source>
        <translation>La métrique en fonction de la taille de bloc, avec une courbe par mélange de lecture, ou la même chose en carte de chaleur avec la valeur de chaque case</translation>
    </message>
    <message>
        <source>No points measured yet.</source>
        <translation>Aucun point mesuré pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Métri&amp;que&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Coupe&#xa0;:</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Aff&amp;ichage&#xa0;:</translation>
    </message>
</context>
<context>
    <name>surfio::FlatSliceView</name>
    <message>
        <source>No OpenGL here, so the surface is a table: rows are read %, columns block sizes.</source>
        <translation>Pas d&apos;OpenGL ici, la surface est donc un tableau&#xa0;: lignes = % de lecture, colonnes = tailles de bloc.</translation>
    </message>
    <message>
        <source>%1, %2 % read</source>
        <translation>%1, %2 % de lecture</translation>
    </message>
    <message>
        <source>&lt;p&gt;One block size and one read mix here (%1): a single point, which a surface cannot show.&lt;/p&gt;&lt;p&gt;A surface needs two block sizes or more &lt;i&gt;and&lt;/i&gt; two read % values or more; a line needs two of either. Add them to the matrix in Setup to see how the figures change with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Une seule taille de bloc et un seul mélange de lecture ici (%1) : un point unique, qu&apos;une surface ne peut pas montrer.&lt;/p&gt;&lt;p&gt;Une surface demande au moins deux tailles de bloc &lt;i&gt;et&lt;/i&gt; au moins deux valeurs de % de lecture ; une courbe, deux de l&apos;une ou de l&apos;autre. Ajoutez-les à la matrice dans Configuration pour voir comment les chiffres changent avec elles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Show this point&apos;s details&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Afficher le détail de ce point&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not measured yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pas encore mesuré.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Croisement</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>Toit des limites</translation>
    </message>
</context>
<context>
    <name>surfio::HeatMapModel</name>
    <message>
        <source>Not measured yet</source>
        <translation>Pas encore mesuré</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a value and its unit</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>surfio::HostSelector</name>
    <message>
        <source>fio ran each point on several hosts at once: their sum, or what one host did. One host&apos;s latency is the mean of its jobs&apos; means, weighted by their I/Os; its percentiles are not known.</source>
        <translation>fio a exécuté chaque point sur plusieurs hôtes à la fois&#xa0;: leur somme, ou ce qu&apos;a fait un seul hôte. La latence d&apos;un hôte est la moyenne des moyennes de ses tâches, pondérée par leurs E/S&#xa0;; ses centiles ne sont pas connus.</translation>
    </message>
    <message>
        <source>All hosts (sum)</source>
        <translation>Tous les hôtes (somme)</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Hôte&#xa0;:</translation>
    </message>
</context>
<context>
    <name>surfio::LaunchTasks</name>
    <message>
        <source>Could not write the surface to %1</source>
        <translation>Impossible d&apos;écrire la surface dans %1</translation>
    </message>
    <message>
        <source>Could not write the first point&apos;s detail: %1</source>
        <translation>Impossible d&apos;écrire le détail du premier point&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not export the chart: %1</source>
        <translation>Impossible d&apos;exporter le graphique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not write the report: %1</source>
        <translation>Impossible d&apos;écrire le rapport&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Rapport écrit dans %1</translation>
    </message>
    <message>
        <source>Could not write the screenshot: %1</source>
        <translation>Impossible d&apos;écrire la capture d&apos;écran&#xa0;: %1</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>surfio::LiveView</name>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latence</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>p99 lecture</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Moyenne lecture</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>p99 écriture</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Moyenne écriture</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Latence p99</translation>
    </message>
    <message>
        <source>Point %1 · %2</source>
        <translation>Point %1 · %2</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>Point %1</translation>
    </message>
    <message>
        <source>Surfio live charts</source>
        <translation>Surfio&#xa0;: graphiques en direct</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Hottest drive</source>
        <translation>Disque le plus chaud</translation>
    </message>
    <message>
        <source>%1, trial %2</source>
        <translation>%1, essai %2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, cycle %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (référence)</translation>
    </message>
</context>
<context>
    <name>surfio::LoadView</name>
    <message>
        <source>QD %1 at %2 IOPS</source>
        <translation>QD %1 à %2 IOPS</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>The latency objective: the most IOPS whose p99 latency stays within it is marked. Pick one or type it, e.g. 750 µs or 2 ms. A result opened from a file starts with the objective it was run with.</source>
        <translation>L&apos;objectif de latence&#xa0;: le point au plus d&apos;IOPS dont la latence p99 reste en deçà est marqué. Choisissez-en un ou saisissez-le, p. ex. 750 µs ou 2 ms. Un résultat ouvert depuis un fichier commence avec l&apos;objectif de son exécution.</translation>
    </message>
    <message>
        <source>&amp;Latency objective, p99 ≤</source>
        <translation>Object&amp;if de latence, p99 ≤</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>“%1” is not a latency: write it as 750 µs or 2 ms.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une latence&#xa0;: écrivez-la sous la forme 750 µs ou 2 ms.</translation>
    </message>
    <message>
        <source>Latency against load is drawn once three points of the sweep have finished.</source>
        <translation>La latence en fonction de la charge s&apos;affiche dès que trois points du balayage sont terminés.</translation>
    </message>
    <message>
        <source>Latency against load needs at least three points that differ only in queue depth (or in rate limit), for the same block size and mix.

Run a queue-depth sweep (the preset qd-sweep, or --iodepth=1,2,4,8,16,32,64,128,256) to see where latency starts to climb faster than IOPS (the knee) and the most IOPS within a latency objective.</source>
        <translation>La latence en fonction de la charge demande au moins trois points qui ne diffèrent que par la profondeur de file (ou par la limite de débit), pour une même taille de bloc et un même mélange.

Lancez un balayage de profondeur de file (le préréglage qd-sweep, ou --iodepth=1,2,4,8,16,32,64,128,256) pour voir où la latence commence à croître plus vite que les IOPS (le coude) et le plus d&apos;IOPS atteint dans un objectif de latence.</translation>
    </message>
    <message>
        <source>SLO: p99 ≤ %1</source>
        <translation>SLO&#xa0;: p99 ≤ %1</translation>
    </message>
    <message>
        <source>best ≤ %1</source>
        <translation>meilleur ≤ %1</translation>
    </message>
    <message>
        <source>knee, %1: %2</source>
        <translation>coude, %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>knee %1</source>
        <translation>coude %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed (log scale)</source>
        <translation>Latence&#xa0;: p99 en trait plein, moyenne en pointillés (échelle log.)</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed</source>
        <translation>Latence&#xa0;: p99 en trait plein, moyenne en pointillés</translation>
    </message>
    <message>
        <source>%1: %2 IOPS · p99 %3 · mean %4</source>
        <translation>%1&#xa0;: %2 IOPS · p99 %3 · moyenne %4</translation>
    </message>
</context>
<context>
    <name>surfio::MainWindow</name>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept</source>
        <translation>
            <numerusform>Arrêté&#xa0;: %n point conservé</numerusform>
            <numerusform>Arrêté&#xa0;: %n points conservés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s)</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n point</numerusform>
            <numerusform>Terminé&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept from %1 runs</source>
        <translation>
            <numerusform>Arrêté&#xa0;: %n point conservé, issu de %1 exécutions</numerusform>
            <numerusform>Arrêté&#xa0;: %n points conservés, issus de %1 exécutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s) from %1 runs</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n point, issu de %1 exécutions</numerusform>
            <numerusform>Terminé&#xa0;: %n points, issus de %1 exécutions</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Double-click a point for its time series and latency histogram</source>
        <translation>Double-cliquez sur un point pour afficher sa série temporelle et son histogramme de latence</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Surface</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Steady state</source>
        <translation>État stable</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>&amp;Ouvrir un résultat…</translation>
    </message>
    <message>
        <source>Open a Surfio or fio result</source>
        <translation>Ouvrir un résultat Surfio ou fio</translation>
    </message>
    <message>
        <source>Surfio and fio JSON results (*.json);;All files (*)</source>
        <translation>Résultats JSON Surfio et fio (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Import a fio job file…</source>
        <translation>&amp;Importer un fichier de tâches fio…</translation>
    </message>
    <message>
        <source>&amp;Paste a fio command line…</source>
        <translation>Co&amp;ller une ligne de commande fio…</translation>
    </message>
    <message>
        <source>&amp;Save result…</source>
        <translation>&amp;Enregistrer le résultat…</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <source>Surfio results (*.json)</source>
        <translation>Résultats Surfio (*.json)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the matrix as a &amp;fio job file…</source>
        <translation>Exporter la matrice en fichier de tâches &amp;fio…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xécuter</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>&amp;Resume interrupted run…</source>
        <translation>&amp;Reprendre une exécution interrompue…</translation>
    </message>
    <message>
        <source>Resume an interrupted run</source>
        <translation>Reprendre une exécution interrompue</translation>
    </message>
    <message>
        <source>Surfio journals (*.journal)</source>
        <translation>Journaux Surfio (*.journal)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Surfio</source>
        <translation>À &amp;propos de Surfio</translation>
    </message>
    <message>
        <source>About Surfio</source>
        <translation>À propos de Surfio</translation>
    </message>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with Run → Resume interrupted run, or remove it to start over</source>
        <translation>%1 existe&#xa0;: il appartient à une exécution interrompue. Reprenez-la avec Exécuter → Reprendre une exécution interrompue, ou supprimez-le pour repartir de zéro</translation>
    </message>
    <message numerus="yes">
        <source>Run started: %n run(s) to go on %1</source>
        <translation>
            <numerusform>Lancement&#xa0;: %n exécution à effectuer sur %1</numerusform>
            <numerusform>Lancement&#xa0;: %n exécutions à effectuer sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Journal: %1 (Run → Resume interrupted run picks it up if Surfio is stopped)</source>
        <translation>Journal&#xa0;: %1 (Exécuter → Reprendre une exécution interrompue le reprend si Surfio est arrêté)</translation>
    </message>
    <message numerus="yes">
        <source>Resuming %1: %n run(s) already finished</source>
        <translation>
            <numerusform>Reprise de %1&#xa0;: %n exécution déjà terminée</numerusform>
            <numerusform>Reprise de %1&#xa0;: %n exécutions déjà terminées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted run(s) in %1: Run → Resume interrupted run finishes them</source>
        <translation>
            <numerusform>%n exécution interrompue dans %1&#xa0;: Exécuter → Reprendre une exécution interrompue la termine</numerusform>
            <numerusform>%n exécutions interrompues dans %1&#xa0;: Exécuter → Reprendre une exécution interrompue les termine</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Point %1 finished: %2 read IOPS, %3 write IOPS</source>
        <translation>Point %1 terminé&#xa0;: %2 IOPS en lecture, %3 IOPS en écriture</translation>
    </message>
    <message>
        <source>Saved the result to %1</source>
        <translation>Résultat enregistré dans %1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Longest pause of the window during the run: %1 ms</source>
        <translation>Plus longue pause de la fenêtre pendant l&apos;exécution&#xa0;: %1 ms</translation>
    </message>
    <message>
        <source>longest event-loop stall: %1 ms</source>
        <translation>plus long blocage de la boucle d&apos;événements&#xa0;: %1 ms</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>L&apos;exécution a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>Ouvrir un résultat</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n point(s)</source>
        <translation>
            <numerusform>%1 ouvert&#xa0;: %n point</numerusform>
            <numerusform>%1 ouvert&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Enregistrer le résultat</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export as a fio job file</source>
        <translation>Exporter en fichier de tâches fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>Fichiers de tâches fio (*.fio);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Exported the matrix as a fio job file to %1</source>
        <translation>Matrice exportée en fichier de tâches fio dans %1</translation>
    </message>
    <message>
        <source>Import a fio job file</source>
        <translation>Importer un fichier de tâches fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>Fichiers de tâches fio (*.fio *.ini *.job);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 ne peut pas être importé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paste a fio command line</source>
        <translation>Coller une ligne de commande fio</translation>
    </message>
    <message>
        <source>The command cannot be imported: %1</source>
        <translation>La commande ne peut pas être importée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 as the matrix: %n point(s)</source>
        <translation>
            <numerusform>%1 importé comme matrice&#xa0;: %n point</numerusform>
            <numerusform>%1 importé comme matrice&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>%1 importé&#xa0;: %n option non utilisée par le moteur de Surfio, listée dans l&apos;onglet Messages</numerusform>
            <numerusform>%1 importé&#xa0;: %n options non utilisées par le moteur de Surfio, listées dans l&apos;onglet Messages</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1: every option is used</source>
        <translation>%1 importé&#xa0;: toutes les options sont utilisées</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>Arrêter l&apos;exécution&#xa0;?</translation>
    </message>
    <message>
        <source>A run is going. Stop it and close? The finished points are saved, and Run → Resume interrupted run can finish the rest later.</source>
        <translation>Une exécution est en cours. L&apos;arrêter et fermer&#xa0;? Les points terminés sont enregistrés, et Exécuter → Reprendre une exécution interrompue pourra terminer le reste plus tard.</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line as the matrix: %n point(s)</source>
        <translation>
            <numerusform>Ligne de commande fio importée comme matrice&#xa0;: %n point</numerusform>
            <numerusform>Ligne de commande fio importée comme matrice&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported the fio command line: every option is used</source>
        <translation>Ligne de commande fio importée&#xa0;: toutes les options sont utilisées</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>Ligne de commande fio importée&#xa0;: %n option non utilisée par le moteur de Surfio, listée dans l&apos;onglet Messages</numerusform>
            <numerusform>Ligne de commande fio importée&#xa0;: %n options non utilisées par le moteur de Surfio, listées dans l&apos;onglet Messages</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Surfio will speak %1 from its next start.</source>
        <translation>Langue de Surfio à partir du prochain démarrage&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>How to read the &amp;surface</source>
        <translation>Comment lire la &amp;surface</translation>
    </message>
    <message>
        <source>io_uring (liburing %1), psync where io_uring is unavailable</source>
        <translation>io_uring (liburing %1), psync là où io_uring n&apos;est pas disponible</translation>
    </message>
    <message>
        <source>psync: io_uring is unavailable here (%1)</source>
        <translation>psync&#xa0;: io_uring n&apos;est pas disponible ici (%1)</translation>
    </message>
    <message>
        <source>still looking</source>
        <translation>recherche en cours</translation>
    </message>
    <message>
        <source>fio %1 (%2)</source>
        <translation>fio %1 (%2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A storage I/O benchmarking workbench.&lt;/p&gt;&lt;p&gt;Engine: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · kernel %5&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Un banc d&apos;essai des E/S de stockage.&lt;/p&gt;&lt;p&gt;Moteur&#xa0;: %2&lt;br&gt;fio&#xa0;: %3&lt;br&gt;Qt %4 · noyau %5&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. Press Start.</source>
        <translation>
            <numerusform>Première exécution&#xa0;: la matrice rapide, %n point en environ %1, sur un fichier temporaire dans %2. Cliquez sur Démarrer.</numerusform>
            <numerusform>Première exécution&#xa0;: la matrice rapide, %n points en environ %1, sur un fichier temporaire dans %2. Cliquez sur Démarrer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio will speak the system&apos;s language from its next start.</source>
        <translation>Surfio utilisera la langue du système à partir du prochain démarrage.</translation>
    </message>
    <message>
        <source>Point %1: %2</source>
        <translation>Point %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Point %1: its latency histogram and time series could not be read back: %2</source>
        <translation>Point %1 : son histogramme de latence et sa série temporelle n&apos;ont pas pu être relus : %2</translation>
    </message>
    <message>
        <source>&amp;Recent runs</source>
        <translation>Exécutions &amp;récentes</translation>
    </message>
    <message>
        <source>Run this &amp;matrix again</source>
        <translation>Relancer cette &amp;matrice</translation>
    </message>
    <message>
        <source>Puts the matrix and targets of the result on show into the Setup editor</source>
        <translation>Place la matrice et les cibles du résultat affiché dans l&apos;éditeur de configuration</translation>
    </message>
    <message>
        <source>Running on %1 — Surfio</source>
        <translation>Exécution sur %1 — Surfio</translation>
    </message>
    <message>
        <source>unsaved run</source>
        <translation>exécution non enregistrée</translation>
    </message>
    <message numerus="yes">
        <source>Showing %1: %n point(s) on %2</source>
        <translation>
            <numerusform>Affichage de %1 : %n point sur %2</numerusform>
            <numerusform>Affichage de %1 : %n points sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No target: choose one in Setup</source>
        <translation>Aucune cible : choisissez-en une dans Configuration</translation>
    </message>
    <message>
        <source>Start runs on %1</source>
        <translation>Démarrer s&apos;exécutera sur %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>une cible inconnue</translation>
    </message>
    <message>
        <source>%1 · %2 — Surfio</source>
        <translation>%1 · %2 — Surfio</translation>
    </message>
    <message>
        <source>No runs saved yet in %1</source>
        <translation>Aucune exécution enregistrée pour l&apos;instant dans %1</translation>
    </message>
    <message>
        <source>Open the runs folder…</source>
        <translation>Ouvrir le dossier des exécutions…</translation>
    </message>
    <message>
        <source>The matrix of %1 is in the editor: press Start to run it again</source>
        <translation>La matrice de %1 est dans l&apos;éditeur : appuyez sur Démarrer pour la relancer</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>le résultat affiché</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affi&amp;chage</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Quitter le plein écran</translation>
    </message>
    <message>
        <source>&amp;Setup panel</source>
        <translation>Panneau de &amp;configuration</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>The tab on show has no chart to export yet: open a result or run a matrix.</source>
        <translation>L&apos;onglet affiché n&apos;a pas encore de graphique à exporter&#xa0;: ouvrez un résultat ou exécutez une matrice.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>Graphique exporté dans %1</translation>
    </message>
    <message>
        <source>Export the c&amp;hart on show as PNG or SVG…</source>
        <translation>Exporter le &amp;graphique affiché en PNG ou SVG…</translation>
    </message>
    <message>
        <source>Export the s&amp;urface as PNG or SVG…</source>
        <translation>Exporter la &amp;surface en PNG ou SVG…</translation>
    </message>
    <message>
        <source>2D charts</source>
        <translation>Graphiques 2D</translation>
    </message>
    <message>
        <source>Demo stopped: the workbench is yours</source>
        <translation>Démo arrêtée&#xa0;: l&apos;interface est à vous</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>Comparer &amp;avec…</translation>
    </message>
    <message>
        <source>Sets saved results against the one on show, point by point, in the Compare tab</source>
        <translation>Met des résultats enregistrés en regard du résultat affiché, point par point, dans l&apos;onglet Comparaison</translation>
    </message>
    <message>
        <source>Stop c&amp;omparing</source>
        <translation>Arrêter la co&amp;mparaison</translation>
    </message>
    <message>
        <source>the run going on</source>
        <translation>l&apos;exécution en cours</translation>
    </message>
    <message>
        <source>%1 holds no finished point: there is nothing in it to compare</source>
        <translation>%1 ne contient aucun point terminé&#xa0;: il n&apos;y a rien à y comparer</translation>
    </message>
    <message>
        <source>Compare: added %1 as %2</source>
        <translation>Comparaison&#xa0;: %1 ajouté en tant que %2</translation>
    </message>
    <message>
        <source>Compare with saved results</source>
        <translation>Comparer avec des résultats enregistrés</translation>
    </message>
    <message>
        <source>Compare: stopped; the compared runs are let go</source>
        <translation>Comparaison&#xa0;: arrêtée&#xa0;; les exécutions comparées sont retirées</translation>
    </message>
    <message>
        <source>Not compared:
%1</source>
        <translation>Non comparés&#xa0;:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Compare: %1 is A now; the %n compared run(s) are matched against it again</source>
        <translation>
            <numerusform>Comparaison&#xa0;: A est désormais %1&#xa0;; %n exécution comparée est de nouveau appariée avec A</numerusform>
            <numerusform>Comparaison&#xa0;: A est désormais %1&#xa0;; les %n exécutions comparées sont de nouveau appariées avec A</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Export a report</source>
        <translation>Exporter un rapport</translation>
    </message>
    <message>
        <source>There is no result to report on yet: open a result or run a matrix.</source>
        <translation>Il n&apos;y a pas encore de résultat pour un rapport&#xa0;: ouvrez un résultat ou exécutez une matrice.</translation>
    </message>
    <message>
        <source>HTML, one file with its images (*.html)</source>
        <translation>HTML, un seul fichier avec ses images (*.html)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Rapport écrit dans %1</translation>
    </message>
    <message>
        <source>One file to send: summary, charts, table, flagged points, the comparison on show and how it was measured</source>
        <translation>Un seul fichier à envoyer&#xa0;: synthèse, graphiques, tableau, points signalés, la comparaison affichée et les conditions de mesure</translation>
    </message>
    <message>
        <source>Export a re&amp;port (HTML or PDF)…</source>
        <translation>Exporter un ra&amp;pport (HTML ou PDF)…</translation>
    </message>
    <message>
        <source>%1 exists. Replace it?</source>
        <translation>%1 existe déjà. Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio&#xa0;: %1</translation>
    </message>
    <message>
        <source>The result could not be written (%1); the journal %2 keeps every finished point</source>
        <translation>Le résultat n&apos;a pas pu être écrit (%1)&#xa0;; le journal %2 conserve tous les points terminés</translation>
    </message>
    <message>
        <source>%1 cannot be created: the run&apos;s result and journal go there; give --save=FILE in a folder you can write to, or make HOME (or XDG_DATA_HOME) writable</source>
        <translation>%1 ne peut pas être créé&#xa0;: le résultat et le journal de l&apos;exécution y sont enregistrés&#xa0;; donnez --save=FICHIER dans un dossier où vous pouvez écrire, ou rendez HOME (ou XDG_DATA_HOME) accessible en écriture</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>The result on show at the last close could not be opened again: %1</source>
        <translation>Le résultat affiché à la dernière fermeture n&apos;a pas pu être rouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>own matrix</source>
        <translation>matrice personnelle</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>recent run: preset, targets, date</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pick a point for what each of its targets did.</source>
        <translation>Choisissez un point pour voir ce qu&apos;a fait chacune de ses cibles.</translation>
    </message>
    <message numerus="yes">
        <source>Point %1: how its I/O split over its %n target(s) is not known (fio reports the jobs of a host together).</source>
        <translation>
            <numerusform>Point %1&#xa0;: la répartition de ses E/S sur sa cible (%n) n&apos;est pas connue (fio rapporte ensemble les tâches d&apos;un hôte).</numerusform>
            <numerusform>Point %1&#xa0;: la répartition de ses E/S sur ses %n cibles n&apos;est pas connue (fio rapporte ensemble les tâches d&apos;un hôte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1 on its %n target(s): %2 IOPS in all, each target&apos;s own figures (its last run)</source>
        <translation>
            <numerusform>Point %1 sur sa cible (%n)&#xa0;: %2 IOPS en tout, les chiffres propres à chaque cible (sa dernière exécution)</numerusform>
            <numerusform>Point %1 sur ses %n cibles&#xa0;: %2 IOPS en tout, les chiffres propres à chaque cible (sa dernière exécution)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup: the cloud volume is %1, as in %2</source>
        <translation>Configuration&#xa0;: le volume cloud est %1, comme dans %2</translation>
    </message>
</context>
<context>
    <name>surfio::MatrixEditor</name>
    <message>
        <source>Give at least one queue depth, e.g. 1,4,32</source>
        <translation>Donnez au moins une profondeur de file, p. ex. 1,4,32</translation>
    </message>
    <message>
        <source>A queue depth between commas is missing</source>
        <translation>Une profondeur de file manque entre deux virgules</translation>
    </message>
    <message>
        <source>“%1” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une profondeur de file&#xa0;: donnez des nombres entiers séparés par des virgules, p. ex. 1,4,32</translation>
    </message>
    <message>
        <source>A queue depth of %1 is outside 1 to %2</source>
        <translation>Une profondeur de file de %1 est hors de l&apos;intervalle 1 à %2</translation>
    </message>
    <message>
        <source>Queue depth %1 is listed twice</source>
        <translation>La profondeur de file %1 figure deux fois</translation>
    </message>
    <message>
        <source>Give at least one number of jobs, e.g. 1,4</source>
        <translation>Donnez au moins un nombre de tâches, p. ex. 1,4</translation>
    </message>
    <message>
        <source>A number of jobs between commas is missing</source>
        <translation>Un nombre de tâches manque entre deux virgules</translation>
    </message>
    <message>
        <source>“%1” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre de tâches&#xa0;: donnez des nombres entiers séparés par des virgules, p. ex. 1,4</translation>
    </message>
    <message>
        <source>%1 jobs is listed twice</source>
        <translation>Le nombre de tâches %1 figure deux fois</translation>
    </message>
    <message>
        <source>Give a runtime per point, e.g. 30s</source>
        <translation>Donnez une durée par point, p. ex. 30s</translation>
    </message>
    <message>
        <source>“%1” is not a runtime: give e.g. 30s, 500ms or 2m</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une durée&#xa0;: donnez p. ex. 30s, 500ms ou 2m</translation>
    </message>
    <message>
        <source>A runtime of 0 means no time limit, so the point would never end: give e.g. 30s</source>
        <translation>Une durée de 0 signifie sans limite de temps, le point ne finirait donc jamais&#xa0;: donnez p. ex. 30s</translation>
    </message>
    <message>
        <source>“%1” is not a ramp time: give e.g. 5s or 500ms, or 0 for none</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une durée de chauffe&#xa0;: donnez p. ex. 5s ou 500ms, ou 0 pour aucune</translation>
    </message>
    <message>
        <source>“%1” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or device</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille de zone&#xa0;: donnez p. ex. 1g ou 256m, ou laissez vide pour le fichier ou le périphérique entier</translation>
    </message>
    <message>
        <source>Block size %1 is larger than the region (%2): raise the region size or lower the block size</source>
        <translation>La taille de bloc %1 dépasse la zone (%2)&#xa0;: augmentez la taille de zone ou réduisez la taille de bloc</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>The split %1 is listed twice</source>
        <translation>La répartition %1 figure deux fois</translation>
    </message>
    <message>
        <source>“%1” is not a seed: give a whole number, or 0 for a new seed each run</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une graine&#xa0;: donnez un nombre entier, ou 0 pour une nouvelle graine à chaque exécution</translation>
    </message>
    <message>
        <source>Give the block size steady state watches, e.g. 4k</source>
        <translation>Donnez la taille de bloc que surveille l&apos;état stable, p. ex. 4k</translation>
    </message>
    <message>
        <source>“%1” is not a block size: give e.g. 4k or 128k</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille de bloc&#xa0;: donnez p. ex. 4k ou 128k</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>&amp;Points</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>Mét&amp;hode</translation>
    </message>
    <message>
        <source>Show the previous part</source>
        <translation>Afficher la partie précédente</translation>
    </message>
    <message>
        <source>Show the next part</source>
        <translation>Afficher la partie suivante</translation>
    </message>
    <message>
        <source>Add part</source>
        <translation>Ajouter une partie</translation>
    </message>
    <message>
        <source>Add a part: another cross product of block sizes, mixes, depths and jobs, run after this one</source>
        <translation>Ajouter une partie&#xa0;: un autre produit cartésien de tailles de bloc, de mélanges, de profondeurs et de tâches, exécuté après celle-ci</translation>
    </message>
    <message>
        <source>Remove part</source>
        <translation>Retirer la partie</translation>
    </message>
    <message>
        <source>Remove the part shown</source>
        <translation>Retirer la partie affichée</translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation>Tailles de &amp;bloc&#xa0;:</translation>
    </message>
    <message>
        <source>Add, e.g. 12k</source>
        <translation>Ajouter, p. ex. 12k</translation>
    </message>
    <message>
        <source>Add, e.g. 70</source>
        <translation>Ajouter, p. ex. 70</translation>
    </message>
    <message>
        <source>e.g. 4k/60:64k/30:1m/10</source>
        <translation>p. ex. 4k/60:64k/30:1m/10</translation>
    </message>
    <message>
        <source>Block-size mixes in fio&apos;s bssplit syntax, size/percent of the I/Os; several separated by spaces. Each is one more block-size column.</source>
        <translation>Mélanges de tailles de bloc dans la syntaxe bssplit de fio, taille/pourcentage des E/S&#xa0;; séparez-en plusieurs par des espaces. Chacun ajoute une colonne de taille de bloc.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Séquentiel</translation>
    </message>
    <message>
        <source>Random share</source>
        <translation>Part d&apos;aléatoire</translation>
    </message>
    <message>
        <source>Where each I/O goes; the read % list gives the mix of reads and writes</source>
        <translation>Où va chaque E/S&#xa0;; la liste des % de lecture donne le mélange des lectures et des écritures</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of I/Os at random offsets; the rest follow on sequentially (fio&apos;s percentage_random). Every part shares it.</source>
        <translation>Part des E/S à des décalages aléatoires&#xa0;; les autres suivent séquentiellement (percentage_random de fio). Toutes les parties la partagent.</translation>
    </message>
    <message>
        <source>e.g. 1,4,32</source>
        <translation>p. ex. 1,4,32</translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation>Profondeur&amp;s de file&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. 1,4</source>
        <translation>p. ex. 1,4</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>&amp;Tâches&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. 30s, 500ms, 2m</source>
        <translation>p. ex. 30s, 500ms, 2m</translation>
    </message>
    <message>
        <source>e.g. 5s; empty for none</source>
        <translation>p. ex. 5s&#xa0;; vide pour aucune</translation>
    </message>
    <message>
        <source>Time before measuring starts, at the start of each point</source>
        <translation>Temps avant le début de la mesure, au début de chaque point</translation>
    </message>
    <message>
        <source>R&amp;amp per point:</source>
        <translation>Chauffe par poi&amp;nt&#xa0;:</translation>
    </message>
    <message>
        <source>whole file or device</source>
        <translation>fichier ou périphérique entier</translation>
    </message>
    <message>
        <source>How much of the target each point uses, e.g. 1g</source>
        <translation>Quelle part de la cible chaque point utilise, p. ex. 1g</translation>
    </message>
    <message>
        <source>Re&amp;gion size:</source>
        <translation>Taille de &amp;zone&#xa0;:</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or turn direct I/O off</source>
        <translation>La taille de bloc %1 B n&apos;est pas un multiple de 512 octets, ce qu&apos;exigent les E/S directes&#xa0;: utilisez un multiple de 512, ou désactivez les E/S directes</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <translation>Partie %1 sur %2</translation>
    </message>
    <message>
        <source>Check at least one block size, or give a split</source>
        <translation>Cochez au moins une taille de bloc, ou donnez une répartition</translation>
    </message>
    <message>
        <source>Check at least one read percentage</source>
        <translation>Cochez au moins un pourcentage de lecture</translation>
    </message>
    <message>
        <source>Part %1 has no points: give it at least one block size or split, read percentage, queue depth and number of jobs, or remove it</source>
        <translation>La partie %1 n&apos;a aucun point&#xa0;: donnez-lui au moins une taille de bloc ou une répartition, un pourcentage de lecture, une profondeur de file et un nombre de tâches, ou retirez-la</translation>
    </message>
    <message>
        <source>Steady state tracks %1 at %2 % read, which no point runs: track a block size and read % of the matrix</source>
        <translation>L&apos;état stable suit %1 à %2 % en lecture, qu&apos;aucun point n&apos;exécute&#xa0;: suivez une taille de bloc et un % de lecture de la matrice</translation>
    </message>
    <message numerus="yes">
        <source>Steady state needs %n round(s) before it can judge: raise the maximum rounds</source>
        <translation>
            <numerusform>L&apos;état stable a besoin de %n cycle avant de pouvoir juger&#xa0;: augmentez le nombre maximal de cycles</numerusform>
            <numerusform>L&apos;état stable a besoin de %n cycles avant de pouvoir juger&#xa0;: augmentez le nombre maximal de cycles</numerusform>
        </translation>
    </message>
    <message>
        <source>No points</source>
        <translation>Aucun point</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · under a second</source>
        <translation>
            <numerusform>%Ln point · moins d&apos;une seconde</numerusform>
            <numerusform>%Ln points · moins d&apos;une seconde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · about %1</source>
        <translation>
            <numerusform>%Ln point · environ %1</numerusform>
            <numerusform>%Ln points · environ %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln point par cycle</numerusform>
            <numerusform>%Ln points par cycle</numerusform>
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
            <numerusform>Chaque point s&apos;exécute %Ln fois d&apos;affilée</numerusform>
            <numerusform>Chaque point s&apos;exécute %Ln fois d&apos;affilée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln round(s), until steady state</source>
        <translation>
            <numerusform>%Ln cycle au plus, jusqu&apos;à l&apos;état stable</numerusform>
            <numerusform>%Ln cycles au plus, jusqu&apos;à l&apos;état stable</numerusform>
        </translation>
    </message>
    <message>
        <source>At most about %1 in all</source>
        <translation>Au plus environ %1 au total</translation>
    </message>
    <message>
        <source>About %1 in all</source>
        <translation>Environ %1 au total</translation>
    </message>
    <message>
        <source>Preconditioning writes come first, for as long as the target takes</source>
        <translation>Les écritures de préconditionnement passent d&apos;abord, aussi longtemps que la cible le demande</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region</source>
        <translation>Réduit à partir du préréglage «&#xa0;%1&#xa0;»&#xa0;: il prévoit %2 par point sur une zone de %3</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point</source>
        <translation>Réduit à partir du préréglage «&#xa0;%1&#xa0;»&#xa0;: il prévoit %2 par point</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends a %2 region</source>
        <translation>Réduit à partir du préréglage «&#xa0;%1&#xa0;»&#xa0;: il prévoit une zone de %2</translation>
    </message>
    <message>
        <source>%1 is not a job count from 1 to %2</source>
        <translation>%1 n&apos;est pas un nombre de tâches de 1 à %2</translation>
    </message>
    <message>
        <source>Writes carry a header and crc32c checksum every 512 bytes; every read checks them, and a mismatch fails the point, naming the offset. Costs CPU per I/O (filling and summing each block), which lowers IOPS where the CPU is the limit; jobs sharing a target each get a part of the region of their own. Not with the fio engine.</source>
        <translation>Les écritures portent un en-tête et une somme crc32c tous les 512 octets ; chaque lecture les vérifie, et une différence fait échouer le point en nommant l&apos;offset. Coûte du CPU par E/S (remplir et sommer chaque bloc), ce qui réduit les IOPS là où le CPU est la limite ; les jobs qui partagent une cible ont chacun leur propre part de la région. Pas avec le moteur fio.</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which data verification needs: use a multiple of 512, or turn verification off</source>
        <translation>La taille de bloc %1 B n&apos;est pas un multiple de 512 octets, ce qu&apos;exige la vérification des données&#xa0;: utilisez un multiple de 512, ou désactivez la vérification</translation>
    </message>
    <message>
        <source>Points that end by bytes run until %1 per job is done: how fast this target moves them is not known yet</source>
        <translation>Les points qui s’arrêtent à un volume d’octets tournent jusqu’à ce que chaque job ait fait %1&#xa0;: la vitesse de cette cible pour eux n’est pas encore connue</translation>
    </message>
    <message>
        <source>Of which about %1 lays the region out first (a file Surfio laid out before is not laid out again)</source>
        <translation>Dont environ %1 pour préremplir la zone d’abord (un fichier que Surfio a déjà préparé ne l’est pas de nouveau)</translation>
    </message>
    <message>
        <source>Give at least one rate, e.g. 0,500,1000</source>
        <translation>Donnez au moins un débit, p. ex. 0,500,1000</translation>
    </message>
    <message>
        <source>A rate between commas is missing</source>
        <translation>Un débit manque entre deux virgules</translation>
    </message>
    <message>
        <source>“%1” is not a rate: give IOPS per job as whole numbers separated by commas, 0 for unthrottled, e.g. 0,500,1000</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un débit&#xa0;: donnez des IOPS par tâche en nombres entiers séparés par des virgules, 0 pour non bridé, p. ex. 0,500,1000</translation>
    </message>
    <message>
        <source>A rate of %1 is above %2</source>
        <translation>Un débit de %1 dépasse %2</translation>
    </message>
    <message>
        <source>Rate %1 is listed twice</source>
        <translation>Le débit %1 figure deux fois</translation>
    </message>
    <message>
        <source>unthrottled; e.g. 0,500,1000</source>
        <translation>non bridé&#xa0;; p. ex. 0,500,1000</translation>
    </message>
    <message>
        <source>Caps on IOPS per job (fio&apos;s rate_iops), separated by commas: the part runs at each; 0 runs unthrottled</source>
        <translation>Plafonds d&apos;E/S par seconde par tâche (rate_iops de fio), séparés par des virgules&#xa0;: la partie s&apos;exécute à chacun&#xa0;; 0 s&apos;exécute sans limite de débit</translation>
    </message>
    <message>
        <source>R&amp;ead %:</source>
        <translation>% &amp;lecture&#xa0;:</translation>
    </message>
    <message>
        <source>Splits:</source>
        <translation>Répartitions&#xa0;:</translation>
    </message>
    <message>
        <source>Pa&amp;ttern:</source>
        <translation>&amp;Motif&#xa0;:</translation>
    </message>
    <message>
        <source>Rates (IOPS per job):</source>
        <translation>Débits (IOPS par tâche)&#xa0;:</translation>
    </message>
    <message>
        <source>Ru&amp;ntime per point:</source>
        <translation>&amp;Durée par point&#xa0;:</translation>
    </message>
    <message>
        <source>Direct &amp;I/O (bypass the page cache)</source>
        <translation>&amp;E/S directes (sans passer par le cache de pages)</translation>
    </message>
    <message>
        <source>Verif&amp;y data (crc32c)</source>
        <translation>&amp;Vérifier les données (crc32c)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round · at most about %1</source>
        <translation>
            <numerusform>%Ln point par cycle · au plus environ %1</numerusform>
            <numerusform>%Ln points par cycle · au plus environ %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Give at least one number of targets, e.g. 1,2,4</source>
        <translation>Indiquez au moins un nombre de cibles, p. ex. 1,2,4</translation>
    </message>
    <message>
        <source>A number of targets between commas is missing</source>
        <translation>Il manque un nombre de cibles entre deux virgules</translation>
    </message>
    <message>
        <source>“%1” is not a number of targets: give whole numbers separated by commas, e.g. 1,2,4</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre de cibles&#xa0;: indiquez des nombres entiers séparés par des virgules, p. ex. 1,2,4</translation>
    </message>
    <message>
        <source>%1 is not a target count from 1 to %2</source>
        <translation>%1 n&apos;est pas un nombre de cibles de 1 à %2</translation>
    </message>
    <message>
        <source>%1 targets is listed twice</source>
        <translation>%1 cibles figure deux fois</translation>
    </message>
    <message>
        <source>all; e.g. 1,2,4</source>
        <translation>toutes&#xa0;; p. ex. 1,2,4</translation>
    </message>
    <message>
        <source>Targets in use:</source>
        <translation>Cibles utilisées&#xa0;:</translation>
    </message>
    <message>
        <source>How many of the targets each point runs on, the first of them, separated by commas: the host&apos;s maximum over the number of volumes (--target-count). Empty: all of them</source>
        <translation>Sur combien des cibles chaque point s&apos;exécute, les premières, séparés par des virgules&#xa0;: le maximum de l&apos;hôte selon le nombre de volumes (--target-count). Vide&#xa0;: toutes</translation>
    </message>
    <message>
        <source>Preset “%1” on the whole target (%2): its %3 region is up to the target&apos;s size</source>
        <translation>Préréglage «&#xa0;%1&#xa0;» sur toute la cible (%2)&#xa0;: sa zone de %3 va jusqu&apos;à la taille de la cible</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region, here the whole target (%4)</source>
        <translation>Réduit à partir du préréglage «&#xa0;%1&#xa0;»&#xa0;: il prévoit %2 par point sur une zone de %3, ici toute la cible (%4)</translation>
    </message>
</context>
<context>
    <name>surfio::MethodPage</name>
    <message>
        <source>E&amp;ngine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>f&amp;io hosts:</source>
        <translation>Hô&amp;tes fio&#xa0;:</translation>
    </message>
    <message>
        <source>any, e.g. 0-3,5</source>
        <translation>tous, p. ex. 0-3,5</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>Tel que listé</translation>
    </message>
    <message>
        <source>Part after part, each as its lists give it</source>
        <translation>Partie après partie, chacune telle que ses listes la donnent</translation>
    </message>
    <message>
        <source>SNIA PTS order</source>
        <translation>Ordre SNIA PTS</translation>
    </message>
    <message>
        <source>Read/write mix outer, block size descending inner, as SNIA&apos;s performance test specification runs it</source>
        <translation>Mélange lecture/écriture en boucle externe, tailles de bloc décroissantes en boucle interne, comme l&apos;exécute la spécification de test de performance de SNIA</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>The listed points in a random order, so drift over time does not follow one axis</source>
        <translation>Les points listés dans un ordre aléatoire, pour que la dérive dans le temps ne suive pas un seul axe</translation>
    </message>
    <message>
        <source>0: a new seed each run</source>
        <translation>0&#xa0;: nouvelle graine à chaque exécution</translation>
    </message>
    <message>
        <source>The same seed gives the same order; 0 picks a new seed each run and records it in the result</source>
        <translation>La même graine donne le même ordre&#xa0;; 0 tire une nouvelle graine à chaque exécution et l&apos;enregistre dans le résultat</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps every one</source>
        <translation>Exécutions de chaque point, d&apos;affilée&#xa0;; le résultat les conserve toutes</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Essais&#xa0;:</translation>
    </message>
    <message>
        <source>As SNIA PTS does before measuring, so a fresh or trimmed device does not look faster than it will be</source>
        <translation>Comme le fait SNIA PTS avant de mesurer, pour qu&apos;un périphérique neuf ou venant d&apos;un trim ne paraisse pas plus rapide qu&apos;il ne le sera</translation>
    </message>
    <message>
        <source>Run the whole matrix in rounds until the IOPS of the tracked points settle over the last rounds (range within 20 % and slope within 10 % of their mean), at most the maximum</source>
        <translation>Exécuter toute la matrice en cycles jusqu&apos;à ce que les E/S par seconde des points suivis se stabilisent sur les derniers cycles (amplitude dans les 20 % et pente dans les 10 % de leur moyenne), au plus le nombre maximal de cycles</translation>
    </message>
    <message>
        <source>e.g. 4k</source>
        <translation>p. ex. 4k</translation>
    </message>
    <message>
        <source>Steady state watches the points with this block size and read %</source>
        <translation>L&apos;état stable surveille les points ayant cette taille de bloc et ce % de lecture</translation>
    </message>
    <message>
        <source>Tracked &amp;block size:</source>
        <translation>Taille de &amp;bloc suivie&#xa0;:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tracked read %:</source>
        <translation>% de lecture suivi&#xa0;:</translation>
    </message>
    <message>
        <source>Rounds before the run ends with “steady state not reached”; SNIA PTS uses 25</source>
        <translation>Cycles avant que l&apos;exécution ne se termine par «&#xa0;état stable non atteint&#xa0;»&#xa0;; SNIA PTS en utilise 25</translation>
    </message>
    <message>
        <source>Ma&amp;x rounds:</source>
        <translation>Nombre max. de c&amp;ycles&#xa0;:</translation>
    </message>
    <message>
        <source>Ord&amp;er:</source>
        <translation>Or&amp;dre&#xa0;:</translation>
    </message>
    <message>
        <source>Shuffle seed:</source>
        <translation>Graine de l&apos;ordre&#xa0;:</translation>
    </message>
    <message>
        <source>Precondition: write the re&amp;gion twice (128 KiB sequential) first</source>
        <translation>Préconditionner&#xa0;: écrire d&apos;abord &amp;la zone deux fois (séquentiel, 128 KiB)</translation>
    </message>
    <message>
        <source>Repeat until stead&amp;y state (SNIA PTS)</source>
        <translation>Répéter &amp;jusqu&apos;à l&apos;état stable (SNIA PTS)</translation>
    </message>
</context>
<context>
    <name>surfio::MetricBox</name>
    <message>
        <source>IOPS (reads + writes)</source>
        <translation>IOPS (lectures + écritures)</translation>
    </message>
    <message>
        <source>MB/s (reads + writes)</source>
        <translation>MB/s (lectures + écritures)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Latence moyenne</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Latence p99</translation>
    </message>
    <message>
        <source>Latency counts reads and writes together: the mean over all I/Os (weighted by their number) and the 99th percentile of all I/Os, so a mixed point is judged by every I/O it did.</source>
        <translation>La latence compte ensemble lectures et écritures&#xa0;: la moyenne sur toutes les E/S (pondérée par leur nombre) et le 99e centile de toutes les E/S, de sorte qu&apos;un point mixte est jugé sur chacune de ses E/S.</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: choose all hosts for the p99</source>
        <translation>Le mode client de fio ne donne que la latence moyenne de chaque hôte&#xa0;: choisissez tous les hôtes pour le p99</translation>
    </message>
</context>
<context>
    <name>surfio::PointBands</name>
    <message>
        <source>sequential</source>
        <translation>séquentiel</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lecture</translation>
    </message>
    <message>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>%1% read</source>
        <translation>%1 % en lecture</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n tâche</numerusform>
            <numerusform>%n tâches</numerusform>
        </translation>
    </message>
    <message>
        <source>seq</source>
        <comment>short for sequential</comment>
        <translation>séq</translation>
    </message>
    <message>
        <source>rnd</source>
        <comment>short for random</comment>
        <translation>alé</translation>
    </message>
    <message>
        <source>R</source>
        <comment>short for read</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>W</source>
        <comment>short for write</comment>
        <translation>É</translation>
    </message>
    <message>
        <source>%1%R</source>
        <comment>short for % read</comment>
        <translation>%1%L</translation>
    </message>
    <message>
        <source>Q%1</source>
        <comment>short for queue depth</comment>
        <translation>Q%1</translation>
    </message>
    <message>
        <source>×%1</source>
        <comment>short for jobs</comment>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>surfio::PointDetail</name>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <source>Point %1 — %2</source>
        <translation>Point %1 — %2</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>Fallback:</source>
        <translation>Repli&#xa0;:</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>répertoire</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>périphérique bloc</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1 via %2</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Cibles&#xa0;:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Cible&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</source>
        <translation>
            <numerusform>%n exécution comptée&#xa0;: %1 ± %2 IOPS (CV %3 %), de %4 à %5&#xa0;; les chiffres et graphiques ci-contre sont ceux de l&apos;essai %6, cycle %7</numerusform>
            <numerusform>%n exécutions comptées&#xa0;: %1 ± %2 IOPS (CV %3 %), de %4 à %5&#xa0;; les chiffres et graphiques ci-contre sont ceux de l&apos;essai %6, cycle %7</numerusform>
        </translation>
    </message>
    <message>
        <source>Unstable: the IOPS vary by more than %1 % between runs, so the mean says little about one run.</source>
        <translation>Instable&#xa0;: les E/S par seconde varient de plus de %1 % d&apos;une exécution à l&apos;autre, la moyenne dit donc peu de chose d&apos;une exécution isolée.</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Exécutions&#xa0;:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1, stopped before its runtime ended</source>
        <translation>%1, arrêté avant la fin de sa durée</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Mesuré&#xa0;:</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Erreur&#xa0;:</translation>
    </message>
    <message>
        <source>Over the point&apos;s run</source>
        <translation>Sur toute l&apos;exécution du point</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1, IOPS</translation>
    </message>
    <message>
        <source>%1 p99</source>
        <translation>%1, p99</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Histogramme de latence</translation>
    </message>
    <message>
        <source>Completion latency</source>
        <translation>Latence de complétion</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>E/S</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>crc32c; this result does not record how many reads were checked</source>
        <translation>crc32c&#xa0;; ce résultat n&apos;indique pas combien de lectures ont été vérifiées</translation>
    </message>
    <message>
        <source>crc32c; writes stamped, no reads to check</source>
        <translation>crc32c&#xa0;; écritures marquées, aucune lecture à vérifier</translation>
    </message>
    <message>
        <source>crc32c: %1 (%2 of data)</source>
        <translation>crc32c&#xa0;: %1 (%2 de données)</translation>
    </message>
    <message>
        <source>Verify:</source>
        <translation>Vérification&#xa0;:</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, sous %2</translation>
    </message>
    <message>
        <source>What the devices and the CPU did</source>
        <translation>Ce qu&apos;ont fait les périphériques et le processeur</translation>
    </message>
    <message>
        <source>No device figures: the target lies on no block device (tmpfs, NFS), the run was on fio&apos;s hosts, or Surfio did not record them yet.</source>
        <translation>Pas de chiffres de périphérique&#xa0;: la cible ne se trouve sur aucun périphérique bloc (tmpfs, NFS), l&apos;exécution a eu lieu sur les hôtes de fio, ou Surfio ne les enregistrait pas encore.</translation>
    </message>
    <message numerus="yes">
        <source>Depth asked: %1 in flight per job × %n job(s); the targets&apos; own devices had %2 in flight on average.</source>
        <translation>
            <numerusform>Profondeur demandée&#xa0;: %1 en cours par tâche × %n tâche&#xa0;; les périphériques propres des cibles en avaient %2 en cours en moyenne.</numerusform>
            <numerusform>Profondeur demandée&#xa0;: %1 en cours par tâche × %n tâches&#xa0;; les périphériques propres des cibles en avaient %2 en cours en moyenne.</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU: %1 % user, %2 % system (the worker threads&apos; mean, as fio&apos;s usr_cpu and sys_cpu), %3 context switches, %4 µs per I/O.</source>
        <translation>Processeur&#xa0;: %1&#xa0;% utilisateur, %2&#xa0;% système (la moyenne des threads de travail, comme usr_cpu et sys_cpu de fio), %3 changements de contexte, %4 µs par E/S.</translation>
    </message>
    <message>
        <source>CPU: not recorded.</source>
        <translation>Processeur&#xa0;: non enregistré.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lectures</translation>
    </message>
    <message>
        <source>Read requests the device completed (fio&apos;s read_ios)</source>
        <translation>Requêtes de lecture traitées par le périphérique (read_ios de fio)</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Écritures</translation>
    </message>
    <message>
        <source>Write requests the device completed (fio&apos;s write_ios)</source>
        <translation>Requêtes d&apos;écriture traitées par le périphérique (write_ios de fio)</translation>
    </message>
    <message>
        <source>Merged</source>
        <translation>Fusionnées</translation>
    </message>
    <message>
        <source>Reads / writes merged into a request already queued (read_merges / write_merges)</source>
        <translation>Lectures / écritures fusionnées dans une requête déjà en file (read_merges / write_merges)</translation>
    </message>
    <message>
        <source>Data read</source>
        <translation>Données lues</translation>
    </message>
    <message>
        <source>read_sectors, 512 bytes each</source>
        <translation>read_sectors, de 512 octets chacun</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Écrites</translation>
    </message>
    <message>
        <source>write_sectors, 512 bytes each</source>
        <translation>write_sectors, de 512 octets chacun</translation>
    </message>
    <message>
        <source>Busy reading</source>
        <translation>Temps en lecture</translation>
    </message>
    <message>
        <source>Time the read requests spent, added up over the requests (read_ticks)</source>
        <translation>Temps passé par les requêtes de lecture, additionné sur les requêtes (read_ticks)</translation>
    </message>
    <message>
        <source>Busy writing</source>
        <translation>Temps en écriture</translation>
    </message>
    <message>
        <source>Time the write requests spent, added up over the requests (write_ticks)</source>
        <translation>Temps passé par les requêtes d&apos;écriture, additionné sur les requêtes (write_ticks)</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>Occupation</translation>
    </message>
    <message>
        <source>Share of the time the device had a request in flight (util)</source>
        <translation>Part du temps où le périphérique avait une requête en cours (util)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Requests in flight on average: in_queue over the measured time</source>
        <translation>Requêtes en cours en moyenne&#xa0;: in_queue sur le temps mesuré</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>Point %1: %2 · %3 · %4% read · QD %5 × %n job(s)</source>
        <translation>
            <numerusform>Point %1 : %2 · %3 · %4 % en lecture · QD %5 × %n tâche</numerusform>
            <numerusform>Point %1 : %2 · %3 · %4 % en lecture · QD %5 × %n tâches</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the mean mixes regimes: sustained level %2 IOPS</source>
        <translation>%1&#xa0;; la moyenne mêle plusieurs régimes&#xa0;: niveau soutenu %2 IOPS</translation>
    </message>
    <message>
        <source>Regimes:</source>
        <translation>Régimes&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>On its %n target(s)</source>
        <translation>
            <numerusform>Sur sa cible (%n)</numerusform>
            <numerusform>Sur ses %n cibles</numerusform>
        </translation>
    </message>
    <message>
        <source>How the I/O split over the targets is not known: fio reports the jobs of a host together.</source>
        <translation>La répartition des E/S sur les cibles n&apos;est pas connue&#xa0;: fio rapporte ensemble les tâches d&apos;un hôte.</translation>
    </message>
    <message>
        <source>This point wrote nothing: its bandwidth has no GiB written to be drawn against</source>
        <translation>Ce point n&apos;a rien écrit&#xa0;: son débit n&apos;a pas de GiB écrits en fonction desquels être tracé</translation>
    </message>
</context>
<context>
    <name>surfio::PointsChart</name>
    <message>
        <source>random read</source>
        <translation>lecture aléatoire</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>lecture séquentielle</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>écriture aléatoire</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>écriture séquentielle</translation>
    </message>
    <message>
        <source>random, %1 % read</source>
        <translation>aléatoire, %1 % en lecture</translation>
    </message>
    <message>
        <source>sequential, %1 % read</source>
        <translation>séquentiel, %1 % en lecture</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n tâche</numerusform>
            <numerusform>%n tâches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PresetPicker</name>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln point par cycle</numerusform>
            <numerusform>%Ln points par cycle</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own preset, in %1</source>
        <translation>Votre préréglage, dans %1</translation>
    </message>
    <message>
        <source>A matrix from published test methods, or one of your own; it replaces the matrix below, the targets stay</source>
        <translation>Une matrice issue de méthodes de test publiées, ou l&apos;une des vôtres&#xa0;; elle remplace la matrice ci-dessous, les cibles restent</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Enregistrer comme préréglage…</translation>
    </message>
    <message>
        <source>Keep the matrix below as a preset of your own</source>
        <translation>Conserver la matrice ci-dessous comme préréglage personnel</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Choisir un préréglage…</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <comment>an own preset in the list</comment>
        <translation>%1 (personnel)</translation>
    </message>
    <message>
        <source>Give the preset a name: letters, digits, “-”, “_” and “.”, e.g. my-ssd</source>
        <translation>Donnez un nom au préréglage&#xa0;: lettres, chiffres, «&#xa0;-&#xa0;», «&#xa0;_&#xa0;» et «&#xa0;.&#xa0;», p. ex. mon-ssd</translation>
    </message>
    <message>
        <source>“%1” cannot be a preset&apos;s name: use letters, digits, “-”, “_” and “.”, not first, e.g. my-ssd</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être un nom de préréglage&#xa0;: utilisez des lettres, des chiffres, «&#xa0;-&#xa0;», «&#xa0;_&#xa0;» et «&#xa0;.&#xa0;», mais pas en premier, p. ex. mon-ssd</translation>
    </message>
    <message numerus="yes">
        <source>The name is longer than %n character(s): shorten it</source>
        <translation>
            <numerusform>Le nom dépasse %n caractère&#xa0;: raccourcissez-le</numerusform>
            <numerusform>Le nom dépasse %n caractères&#xa0;: raccourcissez-le</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is a built-in preset&apos;s name: choose another</source>
        <translation>«&#xa0;%1&#xa0;» est le nom d&apos;un préréglage intégré&#xa0;: choisissez-en un autre</translation>
    </message>
    <message>
        <source>There is no matrix to save</source>
        <translation>Il n&apos;y a pas de matrice à enregistrer</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”</source>
        <translation>Vous avez déjà un préréglage nommé «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Save as Preset</source>
        <translation>Enregistrer comme préréglage</translation>
    </message>
    <message>
        <source>e.g. my-ssd</source>
        <translation>p. ex. mon-ssd</translation>
    </message>
    <message>
        <source>The file name, and what surfio run --preset= takes</source>
        <translation>Le nom du fichier, et ce qu&apos;attend surfio run --preset=</translation>
    </message>
    <message>
        <source>e.g. My SSD, before and after the firmware update</source>
        <translation>p. ex. Mon SSD, avant et après la mise à jour du micrologiciel</translation>
    </message>
    <message>
        <source>What it measures and where its parameters come from</source>
        <translation>Ce qu&apos;il mesure et d&apos;où viennent ses paramètres</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <source>Preset Not Saved</source>
        <translation>Préréglage non enregistré</translation>
    </message>
    <message>
        <source>Replace Preset</source>
        <translation>Remplacer le préréglage</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”. Replace it?</source>
        <translation>Vous avez déjà un préréglage nommé «&#xa0;%1&#xa0;». Le remplacer&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) · %3</source>
        <translation>%1 (%2) · %3</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>%1 (%2) · %3 · %4</source>
        <translation>%1 (%2) · %3 · %4</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>Préré&amp;glage&#xa0;:</translation>
    </message>
</context>
<context>
    <name>surfio::ProgressText</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Laying out the target with random data: %1%</source>
        <translation>Préremplissage de la cible avec des données aléatoires&#xa0;: %1 %</translation>
    </message>
    <message>
        <source>Preconditioning: writing the region twice with 128 KiB sequential writes: %1%</source>
        <translation>Préconditionnement&#xa0;: écriture de la zone deux fois en écritures séquentielles de 128 KiB&#xa0;: %1 %</translation>
    </message>
    <message>
        <source>Round %1 (at most %2)</source>
        <translation>Cycle %1 (%2 au plus)</translation>
    </message>
    <message>
        <source>Point %1/%2</source>
        <translation>Point %1/%2</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % lecture</translation>
    </message>
    <message>
        <source>trial %1/%2</source>
        <translation>essai %1/%2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>écoulé %1</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>encore environ %1</translation>
    </message>
</context>
<context>
    <name>surfio::Provenance</name>
    <message>
        <source>%1 per point</source>
        <translation>%1 par point</translation>
    </message>
    <message>
        <source>%1 per point after %2 of ramp</source>
        <translation>%1 par point après %2 de chauffe</translation>
    </message>
    <message>
        <source>%1, rounds until steady state</source>
        <translation>%1, cycles jusqu&apos;à l&apos;état stable</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n trial(s)</source>
        <translation>
            <numerusform>%1, %n essai</numerusform>
            <numerusform>%1, %n essais</numerusform>
        </translation>
    </message>
    <message>
        <source>no target</source>
        <translation>aucune cible</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non exécuté</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>version inconnue</translation>
    </message>
    <message>
        <source>%1 · engine %2 · %3 · %4 · %5 · Surfio %6</source>
        <translation>%1 · moteur %2 · %3 · %4 · %5 · Surfio %6</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>E/S directes</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>E/S via le cache de pages</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · QD %2 × %n job(s)</source>
        <translation>
            <numerusform>%1 · QD %2 × %n tâche</numerusform>
            <numerusform>%1 · QD %2 × %n tâches</numerusform>
        </translation>
    </message>
    <message>
        <source> · at %1 % of the unthrottled IOPS</source>
        <translation> · à %1 % des IOPS non bridées</translation>
    </message>
    <message>
        <source> · %1 IOPS per job</source>
        <translation> · %1 IOPS par tâche</translation>
    </message>
    <message numerus="yes">
        <source> · %n target(s)</source>
        <translation>
            <numerusform> · %n cible</numerusform>
            <numerusform> · %n cibles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::Report</name>
    <message>
        <source>The run failed: %1. The figures are what finished before it did.</source>
        <translation>L&apos;exécution a échoué&#xa0;: %1. Les chiffres sont ceux de ce qui s&apos;est terminé avant l&apos;échec.</translation>
    </message>
    <message>
        <source>The run was stopped before its end: the figures are of the points that finished.</source>
        <translation>L&apos;exécution a été arrêtée avant sa fin&#xa0;: les chiffres sont ceux des points terminés.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Synthèse</translation>
    </message>
    <message numerus="yes">
        <source>%1 measured %n point(s) of %2 planned on %3.</source>
        <translation>
            <numerusform>%1 a mesuré %n point sur les %2 prévus, sur %3.</numerusform>
            <numerusform>%1 a mesuré %n points sur les %2 prévus, sur %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Cette exécution</translation>
    </message>
    <message>
        <source>Limits, %1: %2</source>
        <translation>Limites, %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Load, %1: %2</source>
        <translation>Charge, %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Regimes, point %1 trial %2: %3</source>
        <translation>Régimes, point %1, essai %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>First run, point %1: %2</source>
        <translation>Première exécution, point %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The analysis found no limit, regime change or knee: it needs points that differ in block size alone (limits), in queue depth or rate alone (the knee), or runs whose rate changed on the way (regimes).</source>
        <translation>L&apos;analyse n&apos;a trouvé ni limite, ni changement de régime, ni coude&#xa0;: il lui faut des points qui ne diffèrent que par la taille de bloc (limites), que par la profondeur de file ou le débit (coude), ou des exécutions dont le débit a changé en cours de route (régimes).</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>%1 · IOPS surface</source>
        <translation>%1 · surface des IOPS</translation>
    </message>
    <message>
        <source>%1 · IOPS by block size</source>
        <translation>%1 · IOPS selon la taille de bloc</translation>
    </message>
    <message>
        <source>%1 · MB/s by block size</source>
        <translation>%1 · MB/s selon la taille de bloc</translation>
    </message>
    <message>
        <source>%1 · p99 latency</source>
        <translation>%1 · latence p99</translation>
    </message>
    <message>
        <source>Charts are drawn for the first %1 slices; the table has every point.</source>
        <translation>Les graphiques ne sont tracés que pour les %1 premières coupes&#xa0;; le tableau contient tous les points.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) alone in their slice (one pattern, depth and job count) have no chart: the table has their figures.</source>
        <translation>
            <numerusform>%n point seul dans sa coupe (un motif, une profondeur et un nombre de tâches) n&apos;a pas de graphique&#xa0;: le tableau donne ses chiffres.</numerusform>
            <numerusform>%n points seuls dans leur coupe (un motif, une profondeur et un nombre de tâches) n&apos;ont pas de graphique&#xa0;: le tableau donne leurs chiffres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>One row per point: the mean over its runs that count (its trials, or a steady state&apos;s window). IOPS and MB/s count reads and writes together; latency is over every I/O.</source>
        <translation>Une ligne par point&#xa0;: la moyenne sur ses exécutions comptées (ses essais, ou la fenêtre d&apos;état stable). Les IOPS et MB/s comptent ensemble lectures et écritures&#xa0;; la latence porte sur toutes les E/S.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>rw</source>
        <translation>rw</translation>
    </message>
    <message>
        <source>bs</source>
        <translation>bs</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% lecture</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Tâches</translation>
    </message>
    <message>
        <source>rate_iops</source>
        <translation>rate_iops</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Latence moyenne</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Latence p99</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>see Flagged points</source>
        <translation>voir Points signalés</translation>
    </message>
    <message>
        <source>unstable: its IOPS vary by %1 % (CV) over %2 runs, more than %3 %; the mean says little about what one run gives</source>
        <translation>instable&#xa0;: ses IOPS varient de %1 % (CV) sur %2 exécutions, plus de %3 %&#xa0;; la moyenne dit peu de chose de ce que donne une exécution isolée</translation>
    </message>
    <message>
        <source>mixed regimes in trial %1: %2</source>
        <translation>régimes mêlés à l&apos;essai %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>run %1 failed: %2</source>
        <translation>l&apos;exécution %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>run %1 was stopped early: its figures are what finished</source>
        <translation>l&apos;exécution %1 a été arrêtée avant la fin&#xa0;: ses chiffres sont ceux de ce qui s&apos;est terminé</translation>
    </message>
    <message>
        <source>Flagged points</source>
        <translation>Points signalés</translation>
    </message>
    <message>
        <source>Point %1: %2 %3, %4 % read, QD %5 × %6</source>
        <translation>Point %1&#xa0;: %2 %3, %4 % en lecture, QD %5 × %6</translation>
    </message>
    <message>
        <source>No point is flagged: none is unstable between its runs, holds more than one regime, ran slower or faster on its first trial, or drew a warning from its devices or CPU.</source>
        <translation>Aucun point signalé&#xa0;: aucun n&apos;est instable d&apos;une exécution à l&apos;autre, ne mêle plusieurs régimes, n&apos;a tourné plus lentement ou plus vite à son premier essai, ni n&apos;a déclenché d&apos;avertissement de ses périphériques ou du processeur.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Points matched on %1. %2</source>
        <translation>Points appariés par %1. %2</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1: verdict</source>
        <translation>%1&#xa0;: verdict</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: measured by %2, not by %3</source>
        <translation>%1&#xa0;: mesuré par %2, pas par %3</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Points not every run has (not compared):</source>
        <translation>Points absents de certaines exécutions (non comparés)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) that the keys leave alike within one run were not compared: match on more keys to tell them apart.</source>
        <translation>
            <numerusform>%n point que les clés ne distinguent pas au sein d&apos;une même exécution n&apos;a pas été comparé&#xa0;: appariez par davantage de clés pour les distinguer.</numerusform>
            <numerusform>%n points que les clés ne distinguent pas au sein d&apos;une même exécution n&apos;ont pas été comparés&#xa0;: appariez par davantage de clés pour les distinguer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Noyau</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>Processeur</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n core(s)</source>
        <translation>
            <numerusform>%1, %n cœur</numerusform>
            <numerusform>%1, %n cœurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <source>Surfio %1, liburing %2, Qt %3</source>
        <translation>Surfio %1, liburing %2, Qt %3</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Chemin ouvert</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 au décalage %2</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logique, %2 B physique</translation>
    </message>
    <message>
        <source>Direct I/O alignment</source>
        <translation>Alignement des E/S directes</translation>
    </message>
    <message>
        <source>%1 B offsets, %2 B memory, from %3</source>
        <translation>%1 B pour les décalages, %2 B pour la mémoire, selon %3</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Préremplissage</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Périphériques</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>How it was measured</source>
        <translation>Conditions de mesure</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Cible %1</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Caractéristique</translation>
    </message>
    <message>
        <source>The fio job file that reproduces the run</source>
        <translation>Le fichier de tâches fio qui reproduit l&apos;exécution</translation>
    </message>
    <message>
        <source>Run it with fio JOBFILE, or make it again with surfio export-fio. It gives the same workload, not the same figures: fio&apos;s engine is not Surfio&apos;s.</source>
        <translation>Exécutez-le avec fio JOBFILE, ou régénérez-le avec surfio export-fio. Il donne la même charge de travail, pas les mêmes chiffres&#xa0;: le moteur de fio n&apos;est pas celui de Surfio.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>cette exécution</translation>
    </message>
    <message>
        <source>Surfio report: %1</source>
        <translation>Rapport Surfio&#xa0;: %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the PDF could not be drawn</source>
        <translation>impossible d&apos;écrire %1&#xa0;: le PDF n&apos;a pas pu être généré</translation>
    </message>
    <message>
        <source>Host, %1: %2</source>
        <translation>Hôte, %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>Promis, %1 : %2</translation>
    </message>
</context>
<context>
    <name>surfio::ResultViews</name>
    <message>
        <source>there is no point to show</source>
        <translation>il n&apos;y a aucun point à montrer</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsModel</name>
    <message numerus="yes">
        <source>Unstable (CV &gt; %1 %): the IOPS of its %n run(s) vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</source>
        <translation>
            <numerusform>Instable (CV &gt; %1 %)&#xa0;: sur %n exécution, les E/S par seconde varient de %2 % (%3 à %4). Plus d&apos;essais ou une durée plus longue peuvent stabiliser le point.</numerusform>
            <numerusform>Instable (CV &gt; %1 %)&#xa0;: sur %n exécutions, les E/S par seconde varient de %2 % (%3 à %4). Plus d&apos;essais ou une durée plus longue peuvent stabiliser le point.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before its runtime ended: the figures cover %1 s</source>
        <translation>Arrêté avant la fin de sa durée&#xa0;: les chiffres couvrent %1 s</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: percentiles are known for all hosts together</source>
        <translation>Le mode client de fio ne donne que la latence moyenne de chaque hôte&#xa0;: les centiles ne sont connus que pour l&apos;ensemble des hôtes</translation>
    </message>
    <message>
        <source>A mix of block sizes (fio&apos;s bssplit): size/percent of the I/Os</source>
        <translation>Un mélange de tailles de bloc (bssplit de fio)&#xa0;: taille/pourcentage des E/S</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (arrêté)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 % unstable</source>
        <translation>%1 % instable</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Runs counted for the point: its trials, or the rounds of the steady-state window. Every figure is the mean over them.</source>
        <translation>Exécutions comptées pour le point&#xa0;: ses essais, ou les cycles de la fenêtre d&apos;état stable. Chaque chiffre est la moyenne sur celles-ci.</translation>
    </message>
    <message>
        <source>Standard deviation of the IOPS over the counted runs (sample, n − 1)</source>
        <translation>Écart type des E/S par seconde sur les exécutions comptées (échantillon, n − 1)</translation>
    </message>
    <message>
        <source>Coefficient of variation: standard deviation / mean. Above %1 % the point is unstable.</source>
        <translation>Coefficient de variation&#xa0;: écart type / moyenne. Au-delà de %1 %, le point est instable.</translation>
    </message>
    <message>
        <source>The lowest IOPS of a counted run</source>
        <translation>E/S par seconde de l&apos;exécution comptée la plus lente</translation>
    </message>
    <message>
        <source>The highest IOPS of a counted run</source>
        <translation>E/S par seconde de l&apos;exécution comptée la plus rapide</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Tâches</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>Total IOPS</source>
        <translation>IOPS totales</translation>
    </message>
    <message>
        <source>± IOPS</source>
        <translation>± IOPS</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>Min IOPS</source>
        <translation>IOPS min</translation>
    </message>
    <message>
        <source>Max IOPS</source>
        <translation>IOPS max</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>IOPS lecture</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>MB/s lecture</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Moy. lecture</translation>
    </message>
    <message>
        <source>Read p50</source>
        <translation>p50 lecture</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>p99 lecture</translation>
    </message>
    <message>
        <source>Read p99.9</source>
        <translation>p99.9 lecture</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>IOPS écriture</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>MB/s écriture</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Moy. écriture</translation>
    </message>
    <message>
        <source>Write p50</source>
        <translation>p50 écriture</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>p99 écriture</translation>
    </message>
    <message>
        <source>Write p99.9</source>
        <translation>p99.9 écriture</translation>
    </message>
    <message>
        <source>Verify (crc32c): %1</source>
        <translation>Vérification (crc32c)&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2 in flight on average, util %3 %, %4 reads and %5 writes completed</source>
        <translation>%1&#xa0;: %2 en cours en moyenne, occupation %3&#xa0;%, %4 lectures et %5 écritures traitées</translation>
    </message>
    <message>
        <source>The worker threads&apos; CPU: %1 % user and %2 % system on average (fio&apos;s usr_cpu and sys_cpu), %3 context switches; the busiest thread %4 %</source>
        <translation>Processeur des threads de travail&#xa0;: %1&#xa0;% utilisateur et %2&#xa0;% système en moyenne (usr_cpu et sys_cpu de fio), %3 changements de contexte&#xa0;; le thread le plus occupé %4&#xa0;%</translation>
    </message>
    <message>
        <source>Devices: %1</source>
        <translation>Périphériques&#xa0;: %1</translation>
    </message>
    <message>
        <source>CPU the worker threads used, user and system: their mean, as fio&apos;s usr_cpu + sys_cpu. Near 100 %, the load generator may be the limit.</source>
        <translation>Processeur utilisé par les threads de travail, utilisateur et système&#xa0;: leur moyenne, comme usr_cpu + sys_cpu de fio. Près de 100&#xa0;%, c&apos;est peut-être le générateur de charge qui limite.</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>Processeur</translation>
    </message>
    <message>
        <source>Reads and writes, the mean over the counted runs; bold where it is the point&apos;s headline figure (random I/O of blocks under 128 KiB)</source>
        <translation>Lectures et écritures, moyenne sur les exécutions comptées&#xa0;; en gras là où c’est le chiffre phare du point (E/S aléatoires de blocs de moins de 128 Kio)</translation>
    </message>
    <message>
        <source>Reads and writes in MB/s (10⁶ bytes), the mean over the counted runs; bold where it is the point&apos;s headline figure (sequential, or blocks of 128 KiB and more)</source>
        <translation>Lectures et écritures en MB/s (10⁶ octets), moyenne sur les exécutions comptées&#xa0;; en gras là où c’est le chiffre phare du point (séquentiel, ou blocs de 128 Kio et plus)</translation>
    </message>
    <message>
        <source>Total MB/s</source>
        <translation>MB/s totaux</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>bande passante</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>aucune des deux</translation>
    </message>
    <message>
        <source>No limits fitted: that needs this point&apos;s pattern, mix, queue depth and jobs measured at %1 block sizes or more</source>
        <translation>Aucune limite ajustée&#xa0;: il faut que le motif, le mélange, la profondeur de file et le nombre de tâches de ce point soient mesurés à %1 tailles de bloc ou plus</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them</source>
        <translation>Les limites sont ajustées sur tous les hôtes ensemble&#xa0;: choisissez tous les hôtes pour les voir</translation>
    </message>
    <message>
        <source>Bound by: %1
Limits of %2: %3</source>
        <translation>Limité par&#xa0;: %1
Limites de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Regimes: %1</source>
        <translation>Régimes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Cycle %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>Essai %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The mean mixes regimes; sustained level %1 IOPS</source>
        <translation>La moyenne mêle plusieurs régimes&#xa0;; niveau soutenu %1 IOPS</translation>
    </message>
    <message>
        <source>First trial out of line: %1</source>
        <translation>Premier essai hors norme&#xa0;: %1</translation>
    </message>
    <message>
        <source>What held the point back, read from the limits fitted to the points that differ from it only in block size: the IOPS limit, the bandwidth limit, or neither (then latency or queue depth is the limit)</source>
        <translation>Ce qui a limité le point, d&apos;après les limites ajustées sur les points qui n&apos;en diffèrent que par la taille de bloc&#xa0;: la limite d&apos;IOPS, la limite de bande passante, ou aucune des deux (la limite est alors la latence ou la profondeur de file)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Limité par</translation>
    </message>
    <message>
        <source>How many targets the point ran on: the first of those given (--target-count); the detail below the table has each one&apos;s own figures</source>
        <translation>Sur combien de cibles le point s&apos;est exécuté&#xa0;: les premières de celles indiquées (--target-count)&#xa0;; le détail sous le tableau donne les chiffres propres à chacune</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsTable</name>
    <message>
        <source>Default columns</source>
        <translation>Colonnes par défaut</translation>
    </message>
</context>
<context>
    <name>surfio::ScaleAxis</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1:%2 h</source>
        <translation>%1 h %2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
</context>
<context>
    <name>surfio::SliceChart</name>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % lecture</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% lecture</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>@yPoint×</source>
        <translation>@yPoint×</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceGraph</name>
    <message>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% lecture</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceGuide</name>
    <message>
        <source>How to read the surface</source>
        <translation>Comment lire la surface</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The surface&lt;/h3&gt;&lt;p&gt;Each point of the matrix is one spot on the surface. Across: the &lt;b&gt;block size&lt;/b&gt;, on a logarithmic scale (4 KiB, 8 KiB, 16 KiB … each step doubles). Into the picture: the &lt;b&gt;read share&lt;/b&gt;, from 0 % (all writes) to 100 % (all reads). Up: the &lt;b&gt;metric&lt;/b&gt; chosen above the surface. A split of block sizes (bssplit) gets a column of its own, named on the axis.&lt;/p&gt;&lt;h3&gt;The metrics&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: I/Os completed per second, reads and writes together. &lt;b&gt;MB/s&lt;/b&gt;: bytes per second; large blocks give few IOPS but many MB/s. &lt;b&gt;Mean latency&lt;/b&gt; and &lt;b&gt;p99 latency&lt;/b&gt;: the time from just before an I/O is submitted until its completion is reaped, over every I/O of the point; p99 is the time 99 % of the I/Os stay under.&lt;/p&gt;&lt;h3&gt;Colours and slices&lt;/h3&gt;&lt;p&gt;The colour follows the height, from zero to the top of the scale; the colour scale beside the surface gives the metric, its unit and its values. A matrix with several patterns, queue depths or job counts has one surface each: choose it with the slice selector. Without OpenGL the surface is a heat map: rows are read %, columns block sizes.&lt;/p&gt;&lt;h3&gt;Several runs of a point&lt;/h3&gt;&lt;p&gt;With trials or steady-state rounds, a point&apos;s height is the mean of its runs; the Results tab gives the spread (standard deviation and CV) and marks a point whose CV is over 10 % as unstable. With fio hosts, the surface shows the sum of the hosts or one host&apos;s share.&lt;/p&gt;&lt;h3&gt;How it was measured&lt;/h3&gt;&lt;p&gt;Direct I/O by default, on a region laid out with incompressible data before any read; the Results tab and each point&apos;s details say which engine ran (io_uring and its ring flags, psync, or fio and its version), on which target and kernel. Click a point to read its figures below the surface; double-click it for its details: time series and latency histogram.&lt;/p&gt;&lt;h3&gt;One point, one line&lt;/h3&gt;&lt;p&gt;A matrix with one block size and one read mix is a single point: the surface says so and gives its figures. With only one of the two varying, the surface is a line chart.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La surface&lt;/h3&gt;&lt;p&gt;Chaque point de la matrice occupe un emplacement sur la surface. En largeur&#xa0;: la &lt;b&gt;taille de bloc&lt;/b&gt;, sur une échelle logarithmique (4 KiB, 8 KiB, 16 KiB… chaque pas double). En profondeur&#xa0;: la &lt;b&gt;part de lectures&lt;/b&gt;, de 0 % (uniquement des écritures) à 100 % (uniquement des lectures). En hauteur&#xa0;: la &lt;b&gt;métrique&lt;/b&gt; choisie au-dessus de la surface. Une répartition de tailles de bloc (bssplit) a sa propre colonne, nommée sur l&apos;axe.&lt;/p&gt;&lt;h3&gt;Les métriques&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;&#xa0;: E/S terminées par seconde, lectures et écritures confondues. &lt;b&gt;MB/s&lt;/b&gt;&#xa0;: octets par seconde&#xa0;; les grands blocs donnent peu d&apos;E/S par seconde mais beaucoup de MB/s. &lt;b&gt;Latence moyenne&lt;/b&gt; et &lt;b&gt;latence p99&lt;/b&gt;&#xa0;: le temps écoulé entre l&apos;instant qui précède la soumission d&apos;une E/S et la récupération de sa complétion, sur toutes les E/S du point&#xa0;; p99 est le temps sous lequel restent 99 % des E/S.&lt;/p&gt;&lt;h3&gt;Couleurs et coupes&lt;/h3&gt;&lt;p&gt;La couleur suit la hauteur, de zéro au haut de l&apos;échelle ; l&apos;échelle de couleurs à côté de la surface donne la métrique, son unité et ses valeurs. Une matrice comptant plusieurs motifs, profondeurs de file ou nombres de tâches a une surface pour chacun&#xa0;: choisissez-la avec le sélecteur de coupe. Sans OpenGL, la surface est une carte de chaleur&#xa0;: lignes = % de lecture, colonnes = tailles de bloc.&lt;/p&gt;&lt;h3&gt;Plusieurs exécutions d&apos;un point&lt;/h3&gt;&lt;p&gt;Avec des essais ou des cycles d&apos;état stable, la hauteur d&apos;un point est la moyenne de ses exécutions&#xa0;; l&apos;onglet Résultats donne la dispersion (écart type et CV) et signale comme instable un point dont le CV dépasse 10 %. Avec des hôtes fio, la surface montre la somme des hôtes ou la part d&apos;un seul hôte.&lt;/p&gt;&lt;h3&gt;Comment c&apos;est mesuré&lt;/h3&gt;&lt;p&gt;E/S directes par défaut, sur une zone préremplie de données incompressibles avant toute lecture&#xa0;; l&apos;onglet Résultats et le détail de chaque point indiquent le moteur utilisé (io_uring et ses indicateurs d&apos;anneau, psync, ou fio et sa version), la cible et le noyau. Cliquez sur un point pour lire ses chiffres sous la surface ; double-cliquez dessus pour son détail : séries temporelles et histogramme des latences.&lt;/p&gt;&lt;h3&gt;Un point, une ligne&lt;/h3&gt;&lt;p&gt;Une matrice avec une seule taille de bloc et un seul mélange de lecture est un point unique : la surface le dit et donne ses chiffres. Si une seule des deux varie, la surface est une courbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Limits&lt;/h3&gt;&lt;p&gt;A read mix measured at three block sizes or more is read for the volume&apos;s two limits, as a capped cloud volume has them: an IOPS limit I and a bandwidth limit B, so IOPS(bs) = min(I, B / bs). The line under the surface says, for each mix, what the points reached and from which block size (the crossover, B / I) bandwidth rather than IOPS holds them back. &lt;b&gt;Limits roof&lt;/b&gt; draws that roof as a red net over the surface (as a dashed line on a chart): points under it were held back by neither limit, but by latency or queue depth. For latency, a red wall marks the crossover instead. The Results tab says per point what bound it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Limites&lt;/h3&gt;&lt;p&gt;Un mélange de lecture mesuré à trois tailles de bloc ou plus sert à déduire les deux limites du volume, comme en a un volume cloud plafonné&#xa0;: une limite d&apos;IOPS I et une limite de bande passante B, d&apos;où IOPS(bs) = min(I, B / bs). La ligne sous la surface indique, pour chaque mélange, ce que les points ont atteint et à partir de quelle taille de bloc (le croisement, B / I) c&apos;est la bande passante plutôt que les IOPS qui les limite. &lt;b&gt;Toit des limites&lt;/b&gt; dessine ce toit sous la forme d&apos;un filet rouge au-dessus de la surface (d&apos;une ligne pointillée sur un graphique)&#xa0;: les points situés en dessous n&apos;ont été limités par aucune des deux limites, mais par la latence ou la profondeur de file. Pour la latence, un mur rouge marque plutôt le croisement. L&apos;onglet Résultats indique pour chaque point ce qui l&apos;a limité.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What was promised&lt;/h3&gt;&lt;p&gt;When the run was told what the volume is (&lt;b&gt;This volume is…&lt;/b&gt; in Setup, or &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Promised roof&lt;/b&gt; draws what the provider promises for it: a dark net over the surface (a dash-dotted line on a chart), at the promised IOPS up to the block size where the promised bandwidth takes over, with larger I/Os counted in the provider&apos;s unit. Where the fitted roof sits under it, the volume gives less than was paid for; the lines under the surface and the Results tab say met, below, above or not reached for each limit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ce qui a été promis&lt;/h3&gt;&lt;p&gt;Quand la mesure sait ce qu&apos;est le volume (&lt;b&gt;Ce volume est…&lt;/b&gt; dans Configuration, ou &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Toit promis&lt;/b&gt; dessine ce que le fournisseur promet pour lui&#xa0;: un filet sombre au-dessus de la surface (une ligne en tirets-points sur un graphique), aux IOPS promises jusqu&apos;à la taille de bloc où la bande passante promise prend le relais, les grandes E/S comptées dans l&apos;unité du fournisseur. Là où le toit ajusté passe sous lui, le volume donne moins que ce qui a été payé&#xa0;; les lignes sous la surface et l&apos;onglet Résultats disent, pour chaque limite, atteint, en dessous, au-dessus ou non atteint.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>Motif, profondeur de file et nombre de tâches à afficher</translation>
    </message>
    <message>
        <source>Iso</source>
        <translation>Isométrique</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <source>Back to the iso view at the first zoom, centred</source>
        <translation>Retour à la vue isométrique au zoom initial, centrée</translation>
    </message>
    <message>
        <source>No points yet: run a matrix or open a saved run.</source>
        <translation>Aucun point pour l&apos;instant&#xa0;: exécutez une matrice ou ouvrez une exécution enregistrée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s)</source>
        <translation>
            <numerusform>%1 sur %Ln point</numerusform>
            <numerusform>%1 sur %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.</source>
        <translation>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln point&#xa0;; la surface montre les lignes et colonnes mesurées jusqu&apos;ici.</numerusform>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln points&#xa0;; la surface montre les lignes et colonnes mesurées jusqu&apos;ici.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.</source>
        <translation>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln point&#xa0;; la surface apparaît dès que les points mesurés forment une grille 2 × 2.</numerusform>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln points&#xa0;; la surface apparaît dès que les points mesurés forment une grille 2 × 2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 sur %Ln point. Pas d&apos;OpenGL ici, la surface est donc présentée sous forme de tableau.</numerusform>
            <numerusform>%1 sur %Ln points. Pas d&apos;OpenGL ici, la surface est donc présentée sous forme de tableau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln point&#xa0;; les cases vides ne sont pas encore mesurées. Pas d&apos;OpenGL ici, la surface est donc présentée sous forme de tableau.</numerusform>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln points&#xa0;; les cases vides ne sont pas encore mesurées. Pas d&apos;OpenGL ici, la surface est donc présentée sous forme de tableau.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the chart shows those.</source>
        <translation>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln point&#xa0;; le graphique les montre.</numerusform>
            <numerusform>Mesurés&#xa0;: %1 sur %Ln points&#xa0;; le graphique les montre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1: %2, %3 % read: %4 (mean of %Ln run(s))</source>
        <translation>
            <numerusform>#%1&#xa0;: %2, %3 % lecture&#xa0;: %4 (moyenne de %Ln exécution)</numerusform>
            <numerusform>#%1&#xa0;: %2, %3 % lecture&#xa0;: %4 (moyenne de %Ln exécutions)</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: %4</source>
        <translation>#%1&#xa0;: %2, %3 % lecture&#xa0;: %4</translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: not measured yet</source>
        <translation>#%1&#xa0;: %2, %3 % lecture&#xa0;: pas encore mesuré</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Only the block size varies here, so this is its line: a surface also needs two read % values or more.</source>
        <translation>Seule la taille de bloc varie ici, d&apos;où cette courbe : une surface demande aussi au moins deux valeurs de % de lecture.</translation>
    </message>
    <message>
        <source>Only the read mix varies here, so this is its line: a surface also needs two block sizes or more.</source>
        <translation>Seul le mélange de lecture varie ici, d&apos;où cette courbe : une surface demande aussi au moins deux tailles de bloc.</translation>
    </message>
    <message>
        <source>Click a point to read its figures; double-click it for its details.</source>
        <translation>Cliquez sur un point pour lire ses chiffres ; double-cliquez dessus pour son détail.</translation>
    </message>
    <message>
        <source>Draw the limits fitted to each read mix over its points: IOPS(bs) = min(I, B / bs), the most a volume capped at I IOPS and B bytes a second serves (in MB/s for MB/s). Latency has no roof: a wall marks the crossover block size B / I instead.</source>
        <translation>Dessiner au-dessus de ses points les limites ajustées à chaque mélange de lecture&#xa0;: IOPS(bs) = min(I, B / bs), le maximum que sert un volume plafonné à I IOPS et B octets par seconde (en MB/s pour la métrique MB/s). La latence n&apos;a pas de toit&#xa0;: un mur marque plutôt la taille de bloc du croisement, B / I.</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them.</source>
        <translation>Les limites sont ajustées sur tous les hôtes ensemble&#xa0;: choisissez tous les hôtes pour les voir.</translation>
    </message>
    <message>
        <source>No limits fitted here: a roof needs a read mix measured at %1 block sizes or more.</source>
        <translation>Aucune limite ajustée ici&#xa0;: un toit demande un mélange de lecture mesuré à %1 tailles de bloc ou plus.</translation>
    </message>
    <message>
        <source>No limit reached here: the points reached neither an IOPS nor a bandwidth limit (the line under the chart says up to what).</source>
        <translation>Aucune limite atteinte ici&#xa0;: les points n&apos;ont atteint ni une limite d&apos;IOPS ni une limite de bande passante (la ligne sous le graphique indique jusqu&apos;où).</translation>
    </message>
    <message>
        <source>No OpenGL here: the table cannot show the roof.</source>
        <translation>Pas d&apos;OpenGL ici&#xa0;: le tableau ne peut pas montrer le toit.</translation>
    </message>
    <message>
        <source>%1 % read: %2</source>
        <translation>%1 % lecture&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more mix(es): hover here for every one</source>
        <translation>
            <numerusform>… et %n autre mélange&#xa0;: survolez ici pour les voir tous</numerusform>
            <numerusform>… et %n autres mélanges&#xa0;: survolez ici pour les voir tous</numerusform>
        </translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Métri&amp;que&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Coupe&#xa0;:</translation>
    </message>
    <message>
        <source>Vie&amp;w:</source>
        <translation>Vue&#xa0;:</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Réinitialiser la vue</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>To&amp;it des limites</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>Promis, %1 : %2</translation>
    </message>
    <message>
        <source>Promised roof</source>
        <translation>Toit promis</translation>
    </message>
    <message>
        <source>Draw what %1 promises at each block size: its IOPS (counted in the provider&apos;s I/O unit) up to its bandwidth, the most the volume paid for serves.</source>
        <translation>Dessiner ce que %1 promet à chaque taille de bloc&#xa0;: ses IOPS (comptées dans l&apos;unité d&apos;E/S du fournisseur) jusqu&apos;à sa bande passante, le plus que sert le volume payé.</translation>
    </message>
    <message numerus="yes">
        <source>The promise is one volume&apos;s: this slice ran on %n target(s) together.</source>
        <translation>
            <numerusform>La promesse est celle d&apos;un volume&#xa0;: cette tranche a tourné sur %n cible à la fois.</numerusform>
            <numerusform>La promesse est celle d&apos;un volume&#xa0;: cette tranche a tourné sur %n cibles à la fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>The promise is of IOPS and bandwidth: latency has no promised roof.</source>
        <translation>La promesse porte sur les IOPS et la bande passante&#xa0;: la latence n&apos;a pas de toit promis.</translation>
    </message>
    <message>
        <source>The promised roof is over block size: this slice has one block size.</source>
        <translation>Le toit promis est fonction de la taille de bloc&#xa0;: cette tranche n&apos;a qu&apos;une taille de bloc.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more verdict(s) against the promise: hover here for every one</source>
        <translation>
            <numerusform>… et %n autre verdict face à la promesse&#xa0;: survolez ici pour les voir tous</numerusform>
            <numerusform>… et %n autres verdicts face à la promesse&#xa0;: survolez ici pour les voir tous</numerusform>
        </translation>
    </message>
    <message>
        <source>Promised %1, %2: %3</source>
        <translation>Promis, %1 (%2)&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s).</source>
        <translation>
            <numerusform>%1 sur %Ln point.</numerusform>
            <numerusform>%1 sur %Ln points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::TargetCard</name>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove %1 from the targets</source>
        <translation>Retirer %1 des cibles</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>surfio::TargetFiguresModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>On fio&apos;s host %1</source>
        <translation>Sur l&apos;hôte fio %1</translation>
    </message>
    <message>
        <source>The target&apos;s share of the point&apos;s IOPS, reads and writes</source>
        <translation>La part de la cible dans les IOPS du point, lectures et écritures</translation>
    </message>
    <message>
        <source>The mean over the target&apos;s workers, each weighed by its I/Os (percentiles are of the point only)</source>
        <translation>La moyenne sur les tâches de la cible, chacune pondérée par ses E/S (les percentiles ne sont connus que pour le point)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>IOPS lecture</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>MB/s lecture</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Moyenne lecture</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>IOPS écriture</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>MB/s écriture</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Moyenne écriture</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
</context>
<context>
    <name>surfio::TargetPanel</name>
    <message>
        <source>A file, a directory ending in “/” or a block device, as the fio hosts see it</source>
        <translation>Un fichier, un répertoire terminé par «&#xa0;/&#xa0;» ou un périphérique bloc, tels que les hôtes fio les voient</translation>
    </message>
    <message>
        <source>Lists the block devices again and looks at every target anew</source>
        <translation>Relit la liste des périphériques bloc et réexamine chaque cible</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
    <message>
        <source>Allow writing to block devices</source>
        <translation>Autoriser l&apos;écriture sur les périphériques bloc</translation>
    </message>
    <message>
        <source>Points that write destroy the data on the chosen devices (--allow-write-device). Mounted or busy devices are never written to.</source>
        <translation>Les points qui écrivent détruisent les données des périphériques choisis (--allow-write-device). Les périphériques montés ou occupés ne sont jamais écrits.</translation>
    </message>
    <message>
        <source>even over a filesystem signature</source>
        <translation>même sur une signature de système de fichiers</translation>
    </message>
    <message>
        <source>Also write to devices that carry a filesystem, RAID or partition-table signature (--force)</source>
        <translation>Écrire aussi sur les périphériques portant une signature de système de fichiers, de RAID ou de table de partitions (--force)</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>Périphériques bloc</translation>
    </message>
    <message>
        <source>Inspecting the targets…</source>
        <translation>Inspection des cibles…</translation>
    </message>
    <message>
        <source>No target chosen: add a directory or a file, or tick a block device.</source>
        <translation>Aucune cible choisie&#xa0;: ajoutez un répertoire ou un fichier, ou cochez un périphérique bloc.</translation>
    </message>
    <message>
        <source>Cannot write to %1</source>
        <translation>Impossible d&apos;écrire sur %1</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1 on the fio hosts, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go on every host, or choose points that only read.</source>
        <translation>La matrice écrit, et l&apos;écriture détruirait les données de %1 sur les hôtes fio&#xa0;; Surfio ne le fera donc pas tant que «&#xa0;%2&#xa0;» n&apos;est pas coché.

Cochez-le si les données de %1 peuvent disparaître sur chaque hôte, ou choisissez des points qui ne font que lire.</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go, or choose points that only read.</source>
        <translation>La matrice écrit, et l&apos;écriture détruirait les données de %1&#xa0;; Surfio ne le fera donc pas tant que «&#xa0;%2&#xa0;» n&apos;est pas coché.

Cochez-le si les données de %1 peuvent disparaître, ou choisissez des points qui ne font que lire.</translation>
    </message>
    <message>
        <source>Surfio will not write to %1:

%2</source>
        <translation>Surfio n&apos;écrira pas sur %1&#xa0;:

%2</translation>
    </message>
    <message>
        <source>Tick &quot;%1&quot; to write over it anyway.</source>
        <translation>Cochez «&#xa0;%1&#xa0;» pour écrire dessus malgré tout.</translation>
    </message>
    <message>
        <source>Directory for the scratch file</source>
        <translation>Répertoire du fichier temporaire</translation>
    </message>
    <message>
        <source>Target file (existing or new)</source>
        <translation>Fichier cible (existant ou nouveau)</translation>
    </message>
    <message>
        <source>Path on the fio hosts</source>
        <translation>Chemin sur les hôtes fio</translation>
    </message>
    <message>
        <source>A file, a directory ending in “/” (fio makes a scratch file there) or a block device, as the hosts see it:</source>
        <translation>Un fichier, un répertoire terminé par «&#xa0;/&#xa0;» (fio y crée un fichier temporaire) ou un périphérique bloc, tels que les hôtes le voient&#xa0;:</translation>
    </message>
    <message>
        <source>This machine&apos;s devices: the targets are on the fio hosts, so add a device there with “%1”</source>
        <translation>Périphériques de cette machine&#xa0;: les cibles sont sur les hôtes fio, ajoutez donc un périphérique là-bas avec «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>No target chosen yet: use a directory or a file, or tick block devices below.</source>
        <translation>Aucune cible choisie : utilisez un répertoire ou un fichier, ou cochez des périphériques bloc ci-dessous.</translation>
    </message>
    <message>
        <source>Use a &amp;directory…</source>
        <translation>Utiliser un &amp;répertoire…</translation>
    </message>
    <message>
        <source>Runs on a scratch file made in the directory and removed afterwards; it replaces the targets (the arrow adds one instead)</source>
        <translation>S&apos;exécute sur un fichier temporaire créé dans le répertoire puis supprimé ; remplace les cibles (la flèche en ajoute une à la place)</translation>
    </message>
    <message>
        <source>Add a directory as another target…</source>
        <translation>Ajouter un répertoire comme autre cible…</translation>
    </message>
    <message>
        <source>Runs on a file, existing or to be created; it replaces the targets (the arrow adds one instead)</source>
        <translation>S&apos;exécute sur un fichier, existant ou à créer ; remplace les cibles (la flèche en ajoute une à la place)</translation>
    </message>
    <message>
        <source>Add a file as another target…</source>
        <translation>Ajouter un fichier comme autre cible…</translation>
    </message>
    <message>
        <source>&amp;Use a file…</source>
        <translation>&amp;Utiliser un fichier…</translation>
    </message>
    <message>
        <source>Add a path on the hosts…</source>
        <translation>Ajouter un chemin sur les hôtes…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Cloud volume</source>
        <translation>Volume cloud</translation>
    </message>
</context>
<context>
    <name>surfio::UringOptionsBox</name>
    <message>
        <source>io_uring</source>
        <translation>io_uring</translation>
    </message>
    <message>
        <source>The I/O buffers are registered with the ring once, so the kernel does not map them for every I/O (fio&apos;s fixedbufs; fio&apos;s default is off). They count against RLIMIT_MEMLOCK; where it is too low, Surfio&apos;s engine goes on without them and says so.</source>
        <translation>Les tampons d&apos;E/S sont enregistrés une fois auprès de l&apos;anneau, si bien que le noyau ne les projette pas à chaque E/S (fixedbufs de fio&#xa0;; désactivé par défaut dans fio). Ils comptent dans RLIMIT_MEMLOCK&#xa0;; là où cette limite est trop basse, le moteur de Surfio s&apos;en passe et le dit.</translation>
    </message>
    <message>
        <source>The target is registered with the ring once, so the kernel does not look its file up for every I/O (fio&apos;s registerfiles; fio&apos;s default is off)</source>
        <translation>La cible est enregistrée une fois auprès de l&apos;anneau, si bien que le noyau ne cherche pas son fichier à chaque E/S (registerfiles de fio&#xa0;; désactivé par défaut dans fio)</translation>
    </message>
    <message>
        <source>A kernel thread picks up the I/Os as they are queued, so submitting takes no system call, at the cost of a CPU kept busy (fio&apos;s sqthread_poll)</source>
        <translation>Un thread du noyau prend les E/S dès qu&apos;elles sont en file, si bien que soumettre ne coûte aucun appel système, au prix d&apos;un CPU occupé (sqthread_poll de fio)</translation>
    </message>
    <message>
        <source>The CPU that polling thread runs on (fio&apos;s sqthread_poll_cpu)</source>
        <translation>Le CPU sur lequel tourne ce thread de scrutation (sqthread_poll_cpu de fio)</translation>
    </message>
    <message>
        <source>on CPU </source>
        <comment>spin box prefix, before a CPU number</comment>
        <translation>sur le CPU </translation>
    </message>
    <message>
        <source>on any CPU</source>
        <translation>sur tout CPU</translation>
    </message>
    <message>
        <source>The engine polls the device for completions instead of waiting for its interrupts (fio&apos;s hipri, io_uring&apos;s IOPOLL); needs direct I/O and a device with poll queues</source>
        <translation>Le moteur scrute le périphérique pour les complétions au lieu d&apos;attendre ses interruptions (hipri de fio, IOPOLL d&apos;io_uring)&#xa0;; il faut des E/S directes et un périphérique avec des files de scrutation</translation>
    </message>
    <message>
        <source>Surfio&apos;s rule</source>
        <translation>règle de Surfio</translation>
    </message>
    <message>
        <source>How many completions each wait asks for, at most the queue depth (fio&apos;s iodepth_batch_complete_min)</source>
        <translation>Combien de complétions demande chaque attente, au plus la profondeur de file (iodepth_batch_complete_min de fio)</translation>
    </message>
    <message>
        <source>CPUs &amp;allowed:</source>
        <translation>CPU autorisés&#xa0;:</translation>
    </message>
    <message>
        <source>“%1” is not a list of CPUs: give CPU numbers and ranges separated by commas, e.g. 0-3,5, or nothing for any CPU</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une liste de CPU&#xa0;: donnez des numéros de CPU et des plages séparés par des virgules, p. ex. 0-3,5, ou rien pour tous les CPU</translation>
    </message>
    <message>
        <source>How many I/Os go to the kernel in one submission, at most the queue depth (fio&apos;s iodepth_batch_submit); Surfio&apos;s rule hands the kernel at most two at a time, which keeps the block layer from holding them back as one batch</source>
        <translation>Combien d’E/S partent vers le noyau en une soumission, au plus la profondeur de file (iodepth_batch_submit de fio) ; la règle de Surfio en confie au plus deux à la fois au noyau, ce qui évite que la couche bloc les retienne en un seul lot</translation>
    </message>
    <message>
        <source>The CPUs the jobs may run on, as fio&apos;s cpus_allowed: numbers and ranges, e.g. 0-3,5; empty for any, except that at a low queue depth on a loop device or a tmpfs file Surfio gives each job a CPU of its own</source>
        <translation>Les CPU sur lesquels les jobs peuvent s’exécuter, comme cpus_allowed de fio : numéros et plages, p. ex. 0-3,5 ; vide pour n’importe lequel, sauf qu’à faible profondeur de file sur un périphérique loop ou un fichier tmpfs Surfio donne à chaque job un CPU à lui</translation>
    </message>
    <message>
        <source>Registered buffers</source>
        <translation>Tampons enregistrés</translation>
    </message>
    <message>
        <source>Registered files</source>
        <translation>Fichier&amp;s enregistrés</translation>
    </message>
    <message>
        <source>Kernel thread polls submissions</source>
        <translation>Un thread du &amp;noyau scrute les soumissions</translation>
    </message>
    <message>
        <source>Polled completions (needs direct I/O)</source>
        <translation>Complétions scrutées (E/S directes requises)</translation>
    </message>
    <message>
        <source>Submit at once:</source>
        <translation>E/S soumises d&apos;un coup&#xa0;:</translation>
    </message>
    <message>
        <source>Completions per wait:</source>
        <translation>Complétions par attente&#xa0;:</translation>
    </message>
</context>
<context>
    <name>surfio::ValueListBox</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add the value typed as a checked custom entry</source>
        <translation>Ajouter la valeur saisie comme entrée personnalisée cochée</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected custom entry</source>
        <translation>Retirer l&apos;entrée personnalisée sélectionnée</translation>
    </message>
</context>
<context>
    <name>surfio::ValueListModel</name>
    <message>
        <source>%1 B</source>
        <comment>a size in bytes</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>“%1” is not a size: give a number with an optional k or m suffix, e.g. 12k or 3m</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille&#xa0;: donnez un nombre avec un suffixe k ou m facultatif, p. ex. 12k ou 3m</translation>
    </message>
    <message>
        <source>“%1” is not a percentage: give a whole number from 0 to 100</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un pourcentage&#xa0;: donnez un nombre entier de 0 à 100</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 est hors de l&apos;intervalle %2 à %3</translation>
    </message>
    <message>
        <source>%1 is more than 100 %</source>
        <translation>%1 dépasse 100 %</translation>
    </message>
    <message>
        <source>%1 is already in the list</source>
        <translation>%1 est déjà dans la liste</translation>
    </message>
</context>
<context>
    <name>surfio::VolumePicker</name>
    <message>
        <source>Provisioned IOPS:</source>
        <translation>IOPS provisionnées :</translation>
    </message>
    <message>
        <source>Provisioned throughput:</source>
        <translation>Débit provisionné :</translation>
    </message>
    <message>
        <source>Performance level:</source>
        <translation>Niveau de performance :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>not a cloud volume</source>
        <translation>pas un volume cloud</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What the provider promises for this volume is held against what the run measures</source>
        <translation>Ce que le fournisseur promet pour ce volume est comparé à ce que la mesure donne</translation>
    </message>
    <message>
        <source>the device&apos;s size</source>
        <translation>la taille du périphérique</translation>
    </message>
    <message>
        <source>The volume&apos;s size, e.g. 100g or 1t; empty: the device&apos;s size</source>
        <translation>La taille du volume, p. ex. 100g ou 1t ; vide : la taille du périphérique</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Bytes per second, e.g. 250m</source>
        <translation>Octets par seconde, p. ex. 250m</translation>
    </message>
    <message>
        <source>This volume is:</source>
        <translation>Ce volume est :</translation>
    </message>
    <message>
        <source>Level (%1):</source>
        <translation>Niveau (%1) :</translation>
    </message>
    <message>
        <source>The volume: %1</source>
        <translation>Le volume : %1</translation>
    </message>
</context>
<context>
    <name>surfio::WrittenChart</name>
    <message>
        <source>GiB written</source>
        <translation>GiB écrits</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>Mo/s</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
</context>
<context>
    <name>surfio::XAxisSwitch</name>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Draw the run against elapsed time</source>
        <translation>Tracer l&apos;exécution en fonction du temps écoulé</translation>
    </message>
    <message>
        <source>GiB written</source>
        <translation>GiB écrits</translation>
    </message>
    <message>
        <source>Draw bandwidth against the data written so far: a drive&apos;s write cache fills after so many GiB, whatever the time it took</source>
        <translation>Tracer le débit en fonction des données écrites jusque-là&#xa0;: le cache d&apos;écriture d&apos;un disque se remplit après tant de GiB, quel que soit le temps mis</translation>
    </message>
</context>
</TS>
