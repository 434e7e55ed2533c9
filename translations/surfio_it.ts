<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % letture</translation>
    </message>
    <message>
        <source>no IOPS limit reached up to %1 IOPS</source>
        <translation>nessun limite di IOPS raggiunto fino a %1 IOPS</translation>
    </message>
    <message>
        <source>IOPS-limited at %1 below %2</source>
        <translation>limitato in IOPS a %1 sotto %2</translation>
    </message>
    <message>
        <source>IOPS-limited at %1</source>
        <translation>limitato in IOPS a %1</translation>
    </message>
    <message>
        <source>no bandwidth limit reached up to %1</source>
        <translation>nessun limite di banda raggiunto fino a %1</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1 from %2</source>
        <translation>limitato in banda a %1 da %2 in su</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1</source>
        <translation>limitato in banda a %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>from %1 to %2 IOPS</source>
        <translation>da %1 a %2 IOPS</translation>
    </message>
    <message>
        <source>%1 · %2 · QD %3 × %4</source>
        <translation>%1 · %2 · QD %3 × %4</translation>
    </message>
    <message>
        <source> · rate %1 IOPS</source>
        <translation> · velocità %1 IOPS</translation>
    </message>
    <message>
        <source>too few block sizes to read limits from</source>
        <translation>troppo poche dimensioni del blocco per ricavarne i limiti</translation>
    </message>
    <message>
        <source>an I/O above 256 KiB counts as several</source>
        <translation>un I/O oltre 256 KiB conta come più I/O</translation>
    </message>
    <message>
        <source>(fit within %1 %)</source>
        <translation>(adattamento entro il %1 %)</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s) below both)</source>
        <translation>
            <numerusform>(%n punto sotto entrambi i limiti)</numerusform>
            <numerusform>(%n punti sotto entrambi i limiti)</numerusform>
        </translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>banda</translation>
    </message>
    <message>
        <source>neither: latency or queue depth</source>
        <translation>nessuno dei due: latenza o profondità di coda</translation>
    </message>
    <message>
        <source>one level throughout</source>
        <translation>un solo livello per tutta la durata</translation>
    </message>
    <message>
        <source>burst at %1 IOPS for %2 (%3), then %4 IOPS sustained</source>
        <translation>burst a %1 IOPS per %2 (%3), poi %4 IOPS sostenuti</translation>
    </message>
    <message>
        <source>dropped %1 after %2 written (a write cache filling?)</source>
        <translation>sceso %1 dopo %2 scritti (una cache di scrittura che si riempie?)</translation>
    </message>
    <message>
        <source>decayed %1 over the run</source>
        <translation>calato gradualmente %1 durante l&apos;esecuzione</translation>
    </message>
    <message>
        <source>rose %1 after %2</source>
        <translation>salito %1 dopo %2</translation>
    </message>
    <message>
        <source>trial 1 ran at %1× the other trials&apos; mean IOPS</source>
        <translation>la prova 1 ha girato a %1× gli IOPS medi delle altre prove</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 · %n job(s)</source>
        <translation>
            <numerusform>%1 · %2 · %3 · %n job</numerusform>
            <numerusform>%1 · %2 · %3 · %n job</numerusform>
        </translation>
    </message>
    <message>
        <source>no knee</source>
        <translation>nessun ginocchio</translation>
    </message>
    <message>
        <source>knee at QD %1: %2 IOPS, p99 %3 (%4)</source>
        <translation>ginocchio a QD %1: %2 IOPS, p99 %3 (%4)</translation>
    </message>
    <message>
        <source>Kneedle</source>
        <translation>Kneedle</translation>
    </message>
    <message>
        <source>latency grows faster than IOPS</source>
        <translation>la latenza cresce più in fretta degli IOPS</translation>
    </message>
    <message>
        <source>no point with p99 ≤ %1</source>
        <translation>nessun punto con p99 ≤ %1</translation>
    </message>
    <message>
        <source>most IOPS with p99 ≤ %1: %2 at QD %3</source>
        <translation>IOPS massimi con p99 ≤ %1: %2 a QD %3</translation>
    </message>
    <message>
        <source>  Limits, %1: %2
</source>
        <translation>  Limiti, %1: %2
</translation>
    </message>
    <message>
        <source>  Point %1, trial %2: %3
</source>
        <translation>  Punto %1, prova %2: %3
</translation>
    </message>
    <message>
        <source>  Point %1: %2
</source>
        <translation>  Punto %1: %2
</translation>
    </message>
    <message>
        <source>  Load, %1: %2
</source>
        <translation>  Carico, %1: %2
</translation>
    </message>
    <message>
        <source>Analysis
</source>
        <translation>Analisi
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
        <translation>un I/O alla volta misura la latenza, non un limite</translation>
    </message>
    <message>
        <source>%1 reached %2 IOPS at %3</source>
        <translation>%1 ha raggiunto %2 IOPS a %3</translation>
    </message>
    <message>
        <source>latency-bound at %1: %2</source>
        <translation>limitato dalla latenza a %1: %2</translation>
    </message>
    <message>
        <source>up to %1 IOPS and %2</source>
        <translation>fino a %1 IOPS e %2</translation>
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
        <translation>rispettato: %1 su %2 promessi (%3 %)</translation>
    </message>
    <message>
        <source>below: %1 of %2 promised (%3 %), %4 short</source>
        <translation>sotto: %1 su %2 promessi (%3 %), %4 in meno</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than any burst; is the target the volume the profile describes?</source>
        <translation>sopra: %1 su %2 promessi (%3 %): ben più di qualsiasi burst; la destinazione è il volume descritto dal profilo?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, or a larger volume than stated</source>
        <translation>sopra: %1 su %2 promessi (%3 %): burst, o un volume più grande di quanto dichiarato</translation>
    </message>
    <message>
        <source>not reached: up to %1 of %2 promised</source>
        <translation>non raggiunto: fino a %1 su %2 promessi</translation>
    </message>
    <message>
        <source>not reached: nothing measured of %1 promised</source>
        <translation>non raggiunto: nulla misurato su %1 promessi</translation>
    </message>
    <message>
        <source>; a point of %1 blocks at QD %2 or more would reach it</source>
        <translation>; un punto con blocchi da %1 a QD %2 o più lo raggiungerebbe</translation>
    </message>
    <message>
        <source>a full bucket lasts %1 at %2</source>
        <translation>un secchio pieno dura %1 a %2</translation>
    </message>
    <message>
        <source>the credits were partly spent when the run began</source>
        <translation>i crediti erano in parte spesi all&apos;inizio dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>longer than a full bucket: a larger bucket, or a larger volume than stated</source>
        <translation>più lungo di un secchio pieno: un secchio più grande, o un volume più grande di quanto dichiarato</translation>
    </message>
    <message>
        <source>about a full bucket</source>
        <translation>circa un secchio pieno</translation>
    </message>
    <message>
        <source>%1: burst at %2 IOPS for %3; %4 IOPS promised, %5: %6</source>
        <translation>%1: burst a %2 IOPS per %3; %4 IOPS promessi, %5: %6</translation>
    </message>
    <message>
        <source>%1: held %2 IOPS for the whole point (%3), shorter than a full bucket lasts (%4)</source>
        <translation>%1: %2 IOPS mantenuti per tutto il punto (%3), meno di quanto dura un secchio pieno (%4)</translation>
    </message>
    <message>
        <source>not reached: no burst seen, the volume held %1 IOPS, its baseline: its bucket was empty when the run began (%2)</source>
        <translation>non raggiunto: nessun burst visto, il volume ha tenuto %1 IOPS, il suo livello base: il secchio era vuoto all&apos;inizio dell&apos;esecuzione (%2)</translation>
    </message>
    <message>
        <source>not reached: no burst to %1 IOPS seen (%2)</source>
        <translation>non raggiunto: nessun burst a %1 IOPS visto (%2)</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>burst</translation>
    </message>
    <message>
        <source>met</source>
        <translation>rispettato</translation>
    </message>
    <message>
        <source>below</source>
        <translation>sotto</translation>
    </message>
    <message>
        <source>above</source>
        <translation>sopra</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>non raggiunto</translation>
    </message>
    <message>
        <source>%1 at %2 promises %3</source>
        <translation>%1 da %2 promette %3</translation>
    </message>
    <message>
        <source>%1 promises %2</source>
        <translation>%1 promette %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS</source>
        <translation>, burst fino a %1 IOPS</translation>
    </message>
    <message>
        <source>, counts I/Os in %1 units</source>
        <translation>, conta gli I/O in unità da %1</translation>
    </message>
    <message>
        <source>  Promised: %1
</source>
        <translation>  Promesso: %1
</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>    %1%2: %3
</source>
        <translation>    %1%2: %3
</translation>
    </message>
    <message numerus="yes">
        <source>grows with the targets, %1 each: no host limit reached up to %2 at %n target(s)</source>
        <translation>
            <numerusform>cresce con le destinazioni, %1 ciascuna: nessun limite dell&apos;host raggiunto fino a %2 con %n destinazione</numerusform>
            <numerusform>cresce con le destinazioni, %1 ciascuna: nessun limite dell&apos;host raggiunto fino a %2 con %n destinazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the host&apos;s limit is %1, reached at %n target(s) (%2 per target below it)</source>
        <translation>
            <numerusform>il limite dell&apos;host è %1, raggiunto con %n destinazione (%2 per destinazione al di sotto)</numerusform>
            <numerusform>il limite dell&apos;host è %1, raggiunto con %n destinazioni (%2 per destinazione al di sotto)</numerusform>
        </translation>
    </message>
    <message>
        <source>neither grows with the targets nor levels off (within %1 %): up to %2</source>
        <translation>non cresce con le destinazioni né si stabilizza (entro il %1 %): fino a %2</translation>
    </message>
    <message>
        <source>too few target counts to read a host limit from</source>
        <translation>troppo pochi numeri di destinazioni per ricavarne un limite dell&apos;host</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · QD %4 × %5</source>
        <translation>%1 · %2 · %3 · QD %4 × %5</translation>
    </message>
    <message>
        <source>IOPS %1 · bandwidth %2</source>
        <translation>IOPS: %1 · banda: %2</translation>
    </message>
    <message>
        <source>  Host, %1: %2
</source>
        <translation>  Host, %1: %2
</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>no I/O completed for %1 from %2</source>
        <translation>nessun I/O completato per %1 da %2</translation>
    </message>
    <message numerus="yes">
        <source>%n stalls with no I/O completed, %1 in all, the longest %2 from %3</source>
        <translation>
            <numerusform>%n blocco senza I/O completati, %1 in tutto, il più lungo %2 da %3</numerusform>
            <numerusform>%n blocchi senza I/O completati, %1 in tutto, il più lungo %2 da %3</numerusform>
        </translation>
    </message>
    <message>
        <source>one level of %1 IOPS, with stalls</source>
        <translation>un solo livello di %1 IOPS, con blocchi</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, at the burst ceiling of %4 IOPS</source>
        <translation>sopra: %1 su %2 promessi (%3 %): burst, al tetto di burst di %4 IOPS</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS and %2</source>
        <translation>, burst fino a %1 IOPS e %2</translation>
    </message>
    <message>
        <source>; the target is %1, not %2</source>
        <translation>; la destinazione è di %1, non di %2</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than promised; is the target the volume the profile describes?</source>
        <translation>sopra: %1 su %2 promessi (%3 %): ben più del promesso; la destinazione è il volume descritto dal profilo?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): a larger volume than stated, or more than the provider holds it to</source>
        <translation>sopra: %1 su %2 promessi (%3 %): un volume più grande di quanto dichiarato, o più di quanto il fornitore lo limiti</translation>
    </message>
    <message numerus="yes">
        <source>a shared limit of %1, already at %n target(s): more targets add nothing (the host, or a device they all sit on)</source>
        <translation>
            <numerusform>un limite condiviso di %1, già con %n destinazione: altre destinazioni non aggiungono nulla (l&apos;host, o un dispositivo su cui stanno tutte)</numerusform>
            <numerusform>un limite condiviso di %1, già con %n destinazioni: altre destinazioni non aggiungono nulla (l&apos;host, o un dispositivo su cui stanno tutte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>falls as targets are added: %1 at %n target(s), %2 at %3</source>
        <translation>
            <numerusform>cala aggiungendo destinazioni: %1 con %n destinazione, %2 con %3</numerusform>
            <numerusform>cala aggiungendo destinazioni: %1 con %n destinazioni, %2 con %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>surfio %1: %2 (see surfio %1 --help)</source>
        <translation>surfio %1: %2 (vedi surfio %1 --help)</translation>
    </message>
    <message>
        <source>surfio %1: unexpected argument &apos;%2&apos;: options take the form --name=value</source>
        <translation>surfio %1: argomento inatteso &apos;%2&apos;: le opzioni hanno la forma --nome=valore</translation>
    </message>
    <message>
        <source>it is closed</source>
        <translation>è chiuso</translation>
    </message>
    <message>
        <source>a write failed</source>
        <translation>una scrittura non è riuscita</translation>
    </message>
    <message>
        <source>surfio %1: cannot write stdout: %2</source>
        <translation>surfio %1: impossibile scrivere sullo standard output: %2</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>normal (a table), json or csv. Default normal.</source>
        <translation>normal (una tabella), json o csv. Predefinito: normal.</translation>
    </message>
    <message>
        <source>Exit 1 when a matched point of a later run is below R × A&apos;s value, read as speed (for latencies: above A&apos;s / R): a regression gate, e.g. 0.9.</source>
        <translation>Esce con codice 1 quando un punto abbinato di un&apos;esecuzione successiva è sotto R × il valore di A, inteso come velocità (per le latenze: sopra quella di A / R): una soglia di regressione, ad es. 0.9.</translation>
    </message>
    <message>
        <source>Saved results, Surfio&apos;s or fio&apos;s JSON: A (the reference), then B, C, …</source>
        <translation>Risultati salvati, JSON di Surfio o di fio: A (il riferimento), poi B, C, …</translation>
    </message>
    <message>
        <source>surfio compare: %1</source>
        <translation>surfio compare: %1</translation>
    </message>
    <message>
        <source>give two or more saved results, A.json B.json [C.json…]: the first is the reference</source>
        <translation>indica due o più risultati salvati, A.json B.json [C.json…]: il primo è il riferimento</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 non è un formato: usa normal, json o csv</translation>
    </message>
    <message>
        <source>--fail-below=%1 is not a ratio: give a number above 0, e.g. 0.9 for 90 % of A</source>
        <translation>--fail-below=%1 non è un rapporto: indica un numero maggiore di 0, ad es. 0.9 per il 90 % di A</translation>
    </message>
    <message>
        <source>surfio compare: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio compare: %1 (indica un risultato salvato da surfio run --output-format=json o dall&apos;interfaccia grafica, oppure l&apos;output --output-format=json di fio)</translation>
    </message>
    <message>
        <source>surfio compare: %1 holds no finished point: there is nothing in it to compare</source>
        <translation>surfio compare: %1 non contiene alcun punto completato: non c&apos;è nulla da confrontare</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A: the runs differ in %1; add --ignore=%2 to compare them anyway</source>
        <translation>nessun punto di un&apos;esecuzione successiva corrisponde a uno di A: le esecuzioni differiscono per %1; aggiungi --ignore=%2 per confrontarle comunque</translation>
    </message>
    <message>
        <source>no point matched one point of each run: the keys left several points of a run alike; drop fewer keys with --ignore</source>
        <translation>nessun punto corrisponde a un solo punto di ogni esecuzione: con queste chiavi più punti di una stessa esecuzione risultano uguali; escludi meno chiavi con --ignore</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A on %1: no two runs measured the same point; drop the keys they differ in with --ignore</source>
        <translation>nessun punto di un&apos;esecuzione successiva corrisponde a uno di A per %1: nessuna coppia di esecuzioni ha misurato lo stesso punto; escludi con --ignore le chiavi in cui differiscono</translation>
    </message>
    <message>
        <source>%1: higher is faster</source>
        <translation>%1: più alto è più veloce</translation>
    </message>
    <message>
        <source>%1: lower is faster, so a latency above %2 × A&apos;s</source>
        <translation>%1: più basso è più veloce, quindi una latenza sopra %2 × quella di A</translation>
    </message>
    <message>
        <source>Passed --fail-below=%1: no matched point of a later run is below %1 × A&apos;s speed (%2)</source>
        <translation>Superato --fail-below=%1: nessun punto abbinato di un&apos;esecuzione successiva è sotto %1 × la velocità di A (%2)</translation>
    </message>
    <message>
        <source>%1 at %2: ratio %3 to A, %4 × A&apos;s speed</source>
        <translation>%1, %2: rapporto con A %3, %4 × la velocità di A</translation>
    </message>
    <message>
        <source>%1 lacks a point of A: %2</source>
        <translation>a %1 manca un punto di A: %2</translation>
    </message>
    <message>
        <source>%1 at %2: no %3 to compare (%4 in %1, %5 in A): it cannot pass</source>
        <translation>%1, %2: nessun valore di %3 da confrontare (%4 in %1, %5 in A): non può superare la soglia</translation>
    </message>
    <message numerus="yes">
        <source>Failed --fail-below=%1: %n point(s) below %1 × A&apos;s speed, without a value or missing (%2):</source>
        <translation>
            <numerusform>Non superato --fail-below=%1: %n punto sotto %1 × la velocità di A, senza valore o mancante (%2):</numerusform>
            <numerusform>Non superato --fail-below=%1: %n punti sotto %1 × la velocità di A, senza valore o mancanti (%2):</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: A has no %3 here to compare with: it cannot pass; run A&apos;s point again, or compare another --metric</source>
        <translation>%1 a %2: A non ha qui un valore di %3 con cui confrontare: non può passare; rieseguite questo punto di A, o confrontate un&apos;altra --metric</translation>
    </message>
    <message>
        <source>Compares saved results point by point against the first (A): each run&apos;s value, the ratio to A and a verdict (faster, slower or within noise: Welch&apos;s t-test on the trials when both have two or more). Points are matched by rw, bs, rwmixread, iodepth, numjobs, rate_iops and target_count; points not every run has are listed.</source>
        <translation>Confronta risultati salvati punto per punto con il primo (A): il valore di ogni esecuzione, il rapporto con A e un verdetto (più veloce, più lento o entro il rumore: test t di Welch sulle prove quando entrambe ne hanno due o più). I punti sono abbinati per rw, bs, rwmixread, iodepth, numjobs, rate_iops e target_count; i punti assenti da qualche esecuzione vengono elencati.</translation>
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
        <translation>nessun p99</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(incompleto)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
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
        <translation>assente in questa esecuzione</translation>
    </message>
    <message>
        <source>(%1, %2 vs %3 trials)</source>
        <translation>(%1, %2 contro %3 prove)</translation>
    </message>
    <message>
        <source>point</source>
        <translation>punto</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>verdetto %1</translation>
    </message>
    <message>
        <source>Not in every run (compared only where present):</source>
        <translation>Non presenti in tutte le esecuzioni (confrontati solo dove presenti):</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1: in %2, non in %3</translation>
    </message>
    <message>
        <source>Not compared: points of one run that the keys matched on do not tell apart (drop fewer keys from the match; they are never averaged):</source>
        <translation>Non confrontati: punti di una stessa esecuzione che le chiavi di abbinamento non distinguono (escludi meno chiavi dall&apos;abbinamento; non vengono mai mediati):</translation>
    </message>
    <message>
        <source>%1: %2: points %3</source>
        <translation>%1: %2: punti %3</translation>
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
            <numerusform>Confronto di %1 su %n punto abbinato, abbinamento per %2</numerusform>
            <numerusform>Confronto di %1 su %n punti abbinati, abbinamento per %2</numerusform>
        </translation>
    </message>
    <message>
        <source>(not %1)</source>
        <translation>(non per %1)</translation>
    </message>
    <message>
        <source>±: the coefficient of variation over a point&apos;s trials; a verdict is Welch&apos;s t-test on them (p &lt; %1, two-sided) when both runs have two or more</source>
        <translation>±: il coefficiente di variazione sulle prove di un punto; il verdetto è un test t di Welch su di esse (p &lt; %1, bilaterale) quando entrambe le esecuzioni ne hanno due o più</translation>
    </message>
    <message>
        <source>%1 (%2) against A: no ratio in %3</source>
        <translation>%1 (%2) rispetto ad A: nessun rapporto in %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) against A: %3× in %4 (geometric mean over %n point(s), %5× to %6×)</source>
        <translation>
            <numerusform>%1 (%2) rispetto ad A: %3× in %4 (media geometrica su %n punto, da %5× a %6×)</numerusform>
            <numerusform>%1 (%2) rispetto ad A: %3× in %4 (media geometrica su %n punti, da %5× a %6×)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched point(s)</source>
        <translation>
            <numerusform>più veloce in %1, più lento in %2, entro il rumore in %3 e senza prove per giudicare in %4 su %n punto abbinato</numerusform>
            <numerusform>più veloce in %1, più lento in %2, entro il rumore in %3 e senza prove per giudicare in %4 su %n punti abbinati</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>faster</source>
        <translation>più veloce</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>più lento</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>entro il rumore</translation>
    </message>
    <message>
        <source>no trials: noise unknown</source>
        <translation>nessuna prova: rumore sconosciuto</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>nessun valore</translation>
    </message>
    <message>
        <source>%1: higher is faster; a ratio below 1 is slower</source>
        <translation>%1: più alto è più veloce; un rapporto sotto 1 è più lento</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a point below %1 × A&apos;s</source>
        <translation>, e --fail-below=%1 fa fallire un punto sotto %1 × il valore di A</translation>
    </message>
    <message>
        <source>%1: lower is faster; a ratio above 1 is slower</source>
        <translation>%1: più basso è più veloce; un rapporto sopra 1 è più lento</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a latency above %2 × A&apos;s (below %1 × A&apos;s speed)</source>
        <translation>, e --fail-below=%1 fa fallire una latenza sopra %2 × quella di A (sotto %1 × la velocità di A)</translation>
    </message>
</context>
<context>
    <name>DeviceOpening</name>
    <message>
        <source>surfio %1: %2</source>
        <translation>surfio %1: %2</translation>
    </message>
    <message>
        <source>surfio %1: asking UDisks2 to open %2 for %3 (polkit may ask for a password once)</source>
        <translation>surfio %1: si chiede a UDisks2 di aprire %2 in %3 (polkit può chiedere una password, una volta)</translation>
    </message>
    <message>
        <source>reading and writing</source>
        <translation>lettura e scrittura</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>lettura</translation>
    </message>
</context>
<context>
    <name>DevicesToOpen</name>
    <message>
        <source>fio opens %1 itself, and this user may not: run Surfio&apos;s own engine (io_uring), for which UDisks2 can open it, or run as a member of the group that owns it</source>
        <translation>fio apre %1 da sé, e questo utente non può: usa il motore di Surfio (io_uring), per il quale UDisks2 può aprirlo, o esegui come membro del gruppo che lo possiede</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1; %2</source>
        <extracomment>Joins two reasons (each already translated) in a list of reasons.</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <extracomment>A size, %1 a number</extracomment>
        <translation>%1 byte</translation>
    </message>
    <message>
        <source>no target: give --filename or --directory</source>
        <translation>nessuna destinazione: indica --filename o --directory</translation>
    </message>
    <message>
        <source>--bssplit has %1 parts: give at most %2</source>
        <translation>--bssplit ha %1 parti: indicane al massimo %2</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size outside 512 bytes to 64 MiB: pick sizes in that range, e.g. --bssplit=4k/60:64k/40</source>
        <translation>la parte %1/%2 di --bssplit ha una dimensione fuori dall&apos;intervallo da 512 byte a 64 MiB: scegli dimensioni in quell&apos;intervallo, ad es. --bssplit=4k/60:64k/40</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size that is not a multiple of 512 bytes, which direct I/O needs: use multiples of 512, or --direct=0</source>
        <translation>la parte %1/%2 di --bssplit ha una dimensione che non è un multiplo di 512 byte, come richiede l&apos;I/O diretto: usa multipli di 512, oppure --direct=0</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a percent above 100: give each part 0 to 100</source>
        <translation>la parte %1/%2 di --bssplit ha una percentuale superiore a 100: indica per ogni parte un valore da 0 a 100</translation>
    </message>
    <message>
        <source>the percents of --bssplit=%1 add up to %2, not 100: make them add up to 100, e.g. --bssplit=4k/60:64k/40</source>
        <translation>le percentuali di --bssplit=%1 sommano a %2, non a 100: fai in modo che la somma sia 100, ad es. --bssplit=4k/60:64k/40</translation>
    </message>
    <message>
        <source>--bs=%1 differs from the largest --bssplit part (%2): leave --bs out with --bssplit, or set it to %2</source>
        <translation>--bs=%1 è diverso dalla parte più grande di --bssplit (%2): ometti --bs insieme a --bssplit, oppure impostalo a %2</translation>
    </message>
    <message>
        <source>--bs is 0: give a block size of at least 512 bytes, e.g. --bs=4k</source>
        <translation>--bs è 0: indica una dimensione del blocco di almeno 512 byte, ad es. --bs=4k</translation>
    </message>
    <message>
        <source>--bs=%1 is outside 512 bytes to 64 MiB: pick a block size in that range</source>
        <translation>--bs=%1 è fuori dall&apos;intervallo da 512 byte a 64 MiB: scegli una dimensione del blocco in quell&apos;intervallo</translation>
    </message>
    <message>
        <source>--bs=%1 is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or --direct=0</source>
        <translation>--bs=%1 non è un multiplo di 512 byte, come richiede l&apos;I/O diretto: usa un multiplo di 512, oppure --direct=0</translation>
    </message>
    <message>
        <source>--iodepth=%1 is outside 1 to %2</source>
        <translation>--iodepth=%1 è fuori dall&apos;intervallo da 1 a %2</translation>
    </message>
    <message>
        <source>--numjobs=%1 is outside 1 to %2</source>
        <translation>--numjobs=%1 è fuori dall&apos;intervallo da 1 a %2</translation>
    </message>
    <message>
        <source>--rwmixread=%1 is outside 0 to 100</source>
        <translation>--rwmixread=%1 è fuori dall&apos;intervallo da 0 a 100</translation>
    </message>
    <message>
        <source>--percentage_random=%1 is outside 0 to 100</source>
        <translation>--percentage_random=%1 è fuori dall&apos;intervallo da 0 a 100</translation>
    </message>
    <message>
        <source>--runtime is 0 and no --io_size is given, so the job would never end: give a runtime, e.g. --runtime=10s</source>
        <translation>--runtime è 0 e non è indicato --io_size, quindi il job non terminerebbe mai: indica una durata, ad es. --runtime=10s</translation>
    </message>
    <message>
        <source>--runtime and --ramp_time cannot be negative</source>
        <translation>--runtime e --ramp_time non possono essere negativi</translation>
    </message>
    <message>
        <source>the largest --bssplit part (%1) is larger than the region (--size=%2): raise --size or lower that part</source>
        <translation>la parte più grande di --bssplit (%1) supera l&apos;area (--size=%2): aumenta --size o riduci quella parte</translation>
    </message>
    <message>
        <source>--bs=%1 is larger than the region (--size=%2): raise --size or lower --bs</source>
        <translation>--bs=%1 supera l&apos;area (--size=%2): aumenta --size o riduci --bs</translation>
    </message>
    <message>
        <source>%1 targets but --numjobs=%2: each job works on one target, so give at least as many jobs as targets</source>
        <translation>%1 destinazioni ma --numjobs=%2: ogni job lavora su una sola destinazione, quindi indica almeno tanti job quante sono le destinazioni</translation>
    </message>
    <message>
        <source>--offset plus --size is beyond any device: lower --offset</source>
        <translation>--offset più --size va oltre qualsiasi dispositivo: riduci --offset</translation>
    </message>
    <message>
        <source>--sample_interval is below 1 ms: give at least 1ms, e.g. --sample_interval=100ms</source>
        <translation>--sample_interval è inferiore a 1 ms: indica almeno 1ms, ad es. --sample_interval=100ms</translation>
    </message>
    <message>
        <source>cannot look at %1: %2; check the device path</source>
        <translation>impossibile esaminare %1: %2; controlla il percorso del dispositivo</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a regular file); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 non è un dispositivo a blocchi (è un file normale); indica un nodo di dispositivo come /dev/sdb o /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a directory); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 non è un dispositivo a blocchi (è una directory); indica un nodo di dispositivo come /dev/sdb o /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a character device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 non è un dispositivo a blocchi (è un dispositivo a caratteri); indica un nodo di dispositivo come /dev/sdb o /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is not a device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 non è un dispositivo a blocchi (non è un dispositivo); indica un nodo di dispositivo come /dev/sdb o /dev/nvme0n1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2; even root may not: a container, device cgroup or security module forbids it</source>
        <translation>impossibile aprire %1: %2; non può farlo nemmeno root: lo vieta un container, un cgroup dei dispositivi o un modulo di sicurezza</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2; is there a medium in it?</source>
        <translation>impossibile leggere la dimensione di %1: %2; c&apos;è un supporto inserito?</translation>
    </message>
    <message>
        <source>cannot read %1 to look for filesystem signatures: %2</source>
        <translation>impossibile leggere %1 per cercare firme di filesystem: %2</translation>
    </message>
    <message>
        <source>several conflicting signatures (wipefs %1 lists them)</source>
        <extracomment>What a device carries, in &quot;%1 carries %2; writing would destroy it...&quot;; %1 the device</extracomment>
        <translation>più firme in conflitto (le elenca wipefs %1)</translation>
    </message>
    <message>
        <source>a %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma RAID/LVM %1</translation>
    </message>
    <message>
        <source>an %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma RAID/LVM %1</translation>
    </message>
    <message>
        <source>a %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma di cifratura %1</translation>
    </message>
    <message>
        <source>an %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma di cifratura %1</translation>
    </message>
    <message>
        <source>a %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma di filesystem %1</translation>
    </message>
    <message>
        <source>an %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma di filesystem %1</translation>
    </message>
    <message>
        <source>a %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma %1</translation>
    </message>
    <message>
        <source>an %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una firma %1</translation>
    </message>
    <message>
        <source>a %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una tabella delle partizioni %1</translation>
    </message>
    <message>
        <source>an %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>una tabella delle partizioni %1</translation>
    </message>
    <message>
        <source>a signature of unknown type</source>
        <extracomment>What a device carries</extracomment>
        <translation>una firma di tipo sconosciuto</translation>
    </message>
    <message>
        <source>%1 (label &quot;%2&quot;)</source>
        <extracomment>%1 a signature found on a device (translated), %2 its label</extracomment>
        <translation>%1 (etichetta &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>refusing to write to %1: Surfio does not write to block devices unless --allow-write-device is given; the data on %1 would be destroyed</source>
        <translation>scrittura su %1 rifiutata: Surfio non scrive sui dispositivi a blocchi se non è indicato --allow-write-device; i dati su %1 verrebbero distrutti</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 è montato su %2; prima smontalo (Surfio non scrive mai su un dispositivo montato, nemmeno con --force)</translation>
    </message>
    <message>
        <source>%1 is mounted on %2 (partition %3); unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 è montato su %2 (partizione %3); prima smontalo (Surfio non scrive mai su un dispositivo montato, nemmeno con --force)</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <extracomment>In a list of what holds a device: %1 the holder (dm-0, md127), %2 the partition it holds</extracomment>
        <translation>%1 (su %2)</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%3/holders); free it first</source>
        <translation>%1 è in uso da parte di %2 (montato, swap, RAID, LVM, device-mapper o aperto in modo esclusivo da un altro programma: vedi /sys/class/block/%3/holders); prima liberalo</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%2/holders); free it first</source>
        <translation>%1 è in uso (montato, swap, RAID, LVM, device-mapper o aperto in modo esclusivo da un altro programma: vedi /sys/class/block/%2/holders); prima liberalo</translation>
    </message>
    <message>
        <source>%1 carries %2; writing would destroy it. Pick an empty device, or add --force if you really mean to overwrite it</source>
        <translation>%1 contiene %2, che la scrittura distruggerebbe. Scegli un dispositivo vuoto, oppure aggiungi --force se vuoi davvero sovrascriverlo</translation>
    </message>
    <message>
        <source>cannot inspect %1: %2</source>
        <translation>impossibile esaminare %1: %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so %2 cannot be written: pick a directory on a writable filesystem</source>
        <translation>%1 si trova su un filesystem di sola lettura, quindi %2 non può essere scritto: scegli una directory su un filesystem scrivibile</translation>
    </message>
    <message>
        <source>%1 needs %2 but %3 has only %4 free: lower --size or pick another directory</source>
        <translation>%1 richiede %2 ma in %3 ci sono solo %4 liberi: riduci --size o scegli un&apos;altra directory</translation>
    </message>
    <message>
        <source>directory %1 does not exist, so %2 cannot be created: create the directory or pick another path</source>
        <translation>la directory %1 non esiste, quindi non è possibile creare %2: crea la directory o scegli un altro percorso</translation>
    </message>
    <message>
        <source>no such device %1: check the name with lsblk (Surfio does not create files in %2)</source>
        <translation>il dispositivo %1 non esiste: controlla il nome con lsblk (Surfio non crea file in %2)</translation>
    </message>
    <message>
        <source>--size is needed to create %1: e.g. --size=1g</source>
        <translation>per creare %1 serve --size: ad es. --size=1g</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give --size to extend it</source>
        <translation>%1 contiene %2, niente oltre --offset=%3: indica --size per estenderlo</translation>
    </message>
    <message>
        <source>the region (--offset + --size = %1) is larger than %2 (%3): lower --size or --offset</source>
        <translation>l&apos;area (--offset + --size = %1) supera %2 (%3): riduci --size o --offset</translation>
    </message>
    <message>
        <source>%1 holds %2 but the region ends at %3, and only reads were asked for, so Surfio will not rewrite it: give --size=%4 or less, or another file</source>
        <translation>%1 contiene %2 ma l&apos;area termina a %3, e sono state richieste solo letture, quindi Surfio non lo riscriverà: indica --size=%4 o meno, oppure un altro file</translation>
    </message>
    <message>
        <source>the region (offset %1, size %2) of %3 is not aligned to its %4-byte direct-I/O alignment (%5): give --offset and --size as multiples of it, e.g. --size=%6</source>
        <translation>l&apos;area (offset %1, dimensione %2) di %3 non rispetta il suo allineamento per l&apos;I/O diretto di %4 byte (%5): indica --offset e --size come suoi multipli, ad es. --size=%6</translation>
    </message>
    <message>
        <source>%1 already exists (left by an earlier run?): delete it and start again</source>
        <translation>%1 esiste già (residuo di un&apos;esecuzione precedente?): eliminalo e ricomincia</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, or held by another program or the kernel): free it first</source>
        <translation>%1 è in uso (montato, o occupato da un altro programma o dal kernel): prima liberalo</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2</source>
        <translation>impossibile aprire %1 per l&apos;I/O diretto: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2 (the filesystem may not support O_DIRECT: try --direct=0)</source>
        <translation>impossibile aprire %1 per l&apos;I/O diretto: %2 (forse il filesystem non supporta O_DIRECT: prova --direct=0)</translation>
    </message>
    <message>
        <source>no space left on device to create %1 (%2)</source>
        <translation>spazio esaurito sul dispositivo per creare %1 (%2)</translation>
    </message>
    <message>
        <source>block size %1 is not a multiple of %2&apos;s %3-byte direct-I/O alignment (%4): use a multiple of %3, or --direct=0</source>
        <translation>la dimensione del blocco %1 non è un multiplo dell&apos;allineamento per l&apos;I/O diretto di %2, di %3 byte (%4): usa un multiplo di %3, oppure --direct=0</translation>
    </message>
    <message>
        <source>block size %1 is larger than the region of %2 (%3): raise --size or lower --bs</source>
        <translation>la dimensione del blocco %1 supera l&apos;area di %2 (%3): aumenta --size o riduci --bs</translation>
    </message>
    <message>
        <source>%1 has never-written holes in the region, and reads from them would not touch the device, so the figures would be false: pick a file without holes, or a new file that Surfio lays out itself</source>
        <translation>%1 ha nell&apos;area dei buchi mai scritti, e le letture da questi non raggiungerebbero il dispositivo, quindi i valori sarebbero falsati: scegli un file senza buchi, oppure un file nuovo che Surfio riempie da sé</translation>
    </message>
    <message>
        <source>cannot allocate the layout buffer</source>
        <translation>impossibile allocare il buffer per il riempimento</translation>
    </message>
    <message>
        <source>stopped while laying out %1</source>
        <translation>fermato durante il riempimento di %1</translation>
    </message>
    <message>
        <source>laying out %1 failed at offset %2: %3</source>
        <translation>riempimento di %1 non riuscito all&apos;offset %2: %3</translation>
    </message>
    <message>
        <source>flushing the layout of %1 failed: %2</source>
        <translation>sincronizzazione su disco del riempimento di %1 non riuscito: %2</translation>
    </message>
    <message>
        <source>not laid out: no point reads</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>non riempita: nessun punto esegue letture</translation>
    </message>
    <message>
        <source>device data as found (Surfio may not write to this device)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>dati del dispositivo così come trovati (Surfio non può scrivere su questo dispositivo)</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (random data, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>riempita in precedenza da Surfio (dati casuali, senza buchi)</translation>
    </message>
    <message>
        <source>existing data, no holes (read only: not rewritten)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>dati esistenti, senza buchi (sola lettura: non riscritti)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (random data, %1)</source>
        <extracomment>How the data of a target&apos;s region got there; %1 its size</extracomment>
        <translation>riempita ora da Surfio (dati casuali, %1)</translation>
    </message>
    <message>
        <source>statx DIOALIGN</source>
        <extracomment>Where the direct-I/O alignment came from: the statx() system call&apos;s DIOALIGN answer</extracomment>
        <translation>statx DIOALIGN</translation>
    </message>
    <message>
        <source>logical block size</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>dimensione del blocco logico</translation>
    </message>
    <message>
        <source>page size (device unknown)</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>dimensione della pagina (dispositivo sconosciuto)</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>la lettura di %1 byte all&apos;offset %2 di %3 ha raggiunto la fine della destinazione</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>la scrittura di %1 byte all&apos;offset %2 di %3 ha raggiunto la fine della destinazione</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 failed</source>
        <translation>spazio esaurito sul dispositivo: lettura di %1 byte all&apos;offset %2 di %3 non riuscita</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 failed</source>
        <translation>spazio esaurito sul dispositivo: scrittura di %1 byte all&apos;offset %2 di %3 non riuscita</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>lettura di %1 byte all&apos;offset %2 di %3 non riuscita: %4</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>scrittura di %1 byte all&apos;offset %2 di %3 non riuscita: %4</translation>
    </message>
    <message>
        <source>io_uring disabled by SURFIO_DISABLE_IO_URING</source>
        <translation>io_uring disattivato da SURFIO_DISABLE_IO_URING</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1</source>
        <translation>io_uring_setup non riuscito: %1</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (the kernel has no io_uring)</source>
        <translation>io_uring_setup non riuscito: %1 (il kernel non ha io_uring)</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (disabled by kernel.io_uring_disabled or a seccomp filter, e.g. a container&apos;s)</source>
        <translation>io_uring_setup non riuscito: %1 (disattivato da kernel.io_uring_disabled o da un filtro seccomp, ad es. quello di un container)</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but only %5 of memory is available, and Surfio uses at most half: lower --iodepth, --numjobs or --bs</source>
        <translation>i buffer di I/O richiedono %1 (numjobs %2 x iodepth %3 x bs %4) ma sono disponibili solo %5 di memoria, e Surfio ne usa al massimo la metà: riduci --iodepth, --numjobs o --bs</translation>
    </message>
    <message>
        <source>buffers registered by %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>buffer registrati da %1 thread di lavoro su %2</translation>
    </message>
    <message>
        <source>psync fallback in %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>ripiego su psync in %1 thread di lavoro su %2</translation>
    </message>
    <message>
        <source>psync asked for</source>
        <extracomment>Why the psync engine ran rather than io_uring</extracomment>
        <translation>psync richiesto</translation>
    </message>
    <message>
        <source>the fio engine runs through fio itself, not runJob()</source>
        <translation>il motore fio viene eseguito tramite fio stesso, non con runJob()</translation>
    </message>
    <message>
        <source>the io_uring engine was asked for but cannot run here: %1</source>
        <translation>è stato richiesto il motore io_uring, ma qui non può essere eseguito: %1</translation>
    </message>
    <message>
        <source>could not start worker %1 of %2: %3: lower --numjobs</source>
        <translation>impossibile avviare il thread di lavoro %1 di %2: %3: riduci --numjobs</translation>
    </message>
    <message>
        <source>ring flags %1 refused (EINVAL)</source>
        <translation>flag del ring %1 rifiutati (EINVAL)</translation>
    </message>
    <message>
        <source>ring flags none refused (EINVAL)</source>
        <translation>ring senza flag rifiutato (EINVAL)</translation>
    </message>
    <message>
        <source>buffers not registered (%1)</source>
        <translation>buffer non registrati (%1)</translation>
    </message>
    <message>
        <source>buffers not registered (%1, RLIMIT_MEMLOCK too low?)</source>
        <translation>buffer non registrati (%1, RLIMIT_MEMLOCK troppo basso?)</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2</source>
        <translation>impossibile creare un ring io_uring di profondità %1: %2</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2 (locked memory limit or memory cgroup too small?)</source>
        <translation>impossibile creare un ring io_uring di profondità %1: %2 (limite della memoria bloccata o cgroup della memoria troppo piccolo?)</translation>
    </message>
    <message>
        <source>%1: lower --iodepth, or use --engine=psync</source>
        <extracomment>%1 why the ring could not be created (translated)</extracomment>
        <translation>%1: riduci --iodepth, oppure usa --engine=psync</translation>
    </message>
    <message>
        <source>cannot map %1 bytes of I/O buffers: %2</source>
        <translation>impossibile mappare %1 byte di buffer di I/O: %2</translation>
    </message>
    <message>
        <source>io_uring_enter failed: %1 (try --engine=psync)</source>
        <translation>io_uring_enter non riuscito: %1 (prova --engine=psync)</translation>
    </message>
    <message>
        <source>cannot allocate a %1-byte I/O buffer</source>
        <translation>impossibile allocare un buffer di I/O di %1 byte</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>file</translation>
    </message>
    <message>
        <source>directory</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>directory</translation>
    </message>
    <message>
        <source>block device</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>dispositivo a blocchi</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away during the run: the measurement stopped, as the file it measured is gone; run again on a file nothing else removes</source>
        <translation>%1 è stato eliminato o spostato durante l’esecuzione: la misura si è fermata, perché il file misurato non c’è più; rieseguire su un file che nessun altro processo rimuova</translation>
    </message>
    <message>
        <source>%1 was truncated to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again on a file nothing else truncates</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>%1 è stato troncato a %2 durante l’esecuzione, meno della regione che Surfio misura (fino a %3): la misura si è fermata; rieseguire su un file che nessun altro processo tronchi</translation>
    </message>
    <message>
        <source>%1 was replaced by another file during the run: the measurement stopped, as the file it measured is no longer there; run again on a file nothing else replaces</source>
        <translation>%1 è stato sostituito da un altro file durante l’esecuzione: la misura si è fermata, perché il file misurato non è più lì; rieseguire su un file che nessun altro processo sostituisca</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but the memory cgroup Surfio runs in (a container&apos;s or a service&apos;s limit) lets it take only %5 more, and Surfio uses at most half: lower --iodepth, --numjobs or --bs, or raise the limit</source>
        <translation>i buffer di I/O richiedono %1 (numjobs %2 x iodepth %3 x bs %4) ma il cgroup di memoria in cui gira Surfio (il limite di un container o di un servizio) gli lascia prendere solo altri %5, e Surfio ne usa al massimo la metà: ridurre --iodepth, --numjobs o --bs, oppure alzare il limite</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (crc32c-verifiable blocks, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c</extracomment>
        <translation>preparato da Surfio in precedenza (blocchi verificabili con crc32c, senza buchi)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (crc32c-verifiable blocks, %1)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c; %1 its size</extracomment>
        <translation>preparato da Surfio ora (blocchi verificabili con crc32c, %1)</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected a Surfio verify header (magic %4), found magic %3: the region was not written with --verify=crc32c, or something overwrote it</source>
        <extracomment>%1 target, %2 offset of the 512-byte sector that failed, %3 and %4 the magic numbers found and expected (hex)</extracomment>
        <translation>verifica dei dati non riuscita su %1 all&apos;offset %2: atteso un&apos;intestazione di verifica Surfio (magic %4), trovato magic %3: la regione non è stata scritta con --verify=crc32c, oppure qualcosa l&apos;ha sovrascritta</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected offset %2, length %8, crc32c %5; found offset %3, length %4, crc32c %6 (header of generation %7, from a %9-byte write)</source>
        <extracomment>%1 target, %2 offset read, %3 offset found in the header, %4 length found, %5 crc32c the header holds, %6 crc32c of the data read, %7 generation (write pass) found, %8 expected length, %9 size of the write that wrote it</extracomment>
        <translation>verifica dei dati non riuscita su %1 all&apos;offset %2: atteso offset %2, lunghezza %8, crc32c %5; trovato offset %3, lunghezza %4, crc32c %6 (intestazione della generazione %7, da una scrittura di %9 byte)</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bs=%1 must be a multiple of 512: use a multiple of 512, or --verify=off</source>
        <translation>--verify=crc32c controlla ogni settore da 512 byte, quindi --bs=%1 deve essere un multiplo di 512: usa un multiplo di 512, oppure --verify=off</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bssplit part %1 must be a multiple of 512: use multiples of 512, or --verify=off</source>
        <translation>--verify=crc32c controlla ogni settore da 512 byte, quindi la parte %1 di --bssplit deve essere un multiplo di 512: usa multipli di 512, oppure --verify=off</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --offset=%1 must be a multiple of 512</source>
        <translation>--verify=crc32c controlla ogni settore da 512 byte, quindi --offset=%1 deve essere un multiplo di 512</translation>
    </message>
    <message>
        <source>--verify=crc32c runs in Surfio&apos;s own engine only (fio checks headers of its own, which Surfio&apos;s layout does not write): use --engine=io_uring or --engine=psync, or --verify=off</source>
        <translation>--verify=crc32c funziona solo con il motore di Surfio (fio controlla intestazioni proprie, che la preparazione di Surfio non scrive): usa --engine=io_uring o --engine=psync, oppure --verify=off</translation>
    </message>
    <message>
        <source>with --verify=crc32c each of the %1 jobs on %2 works on a part of the region of its own, and %3 is smaller than the %4-byte block: raise --size or lower --numjobs</source>
        <translation>con --verify=crc32c ciascuno dei %1 job su %2 lavora su una parte della regione tutta sua, e %3 è più piccolo del blocco da %4 byte: aumenta --size o riduci --numjobs</translation>
    </message>
    <message>
        <source>%1 shrank to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again once the device keeps its size</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>%1 si è ridotto a %2 durante l’esecuzione, meno della regione che Surfio misura (fino a %3): la misura si è fermata; rieseguire quando il dispositivo mantiene la sua dimensione</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>la lettura di %1 byte all&apos;offset %2 di %3 è tornata incompleta (%4 fatti); il resto, dall&apos;offset %5, ha raggiunto la fine della destinazione</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>la scrittura di %1 byte all&apos;offset %2 di %3 è tornata incompleta (%4 fatti); il resto, dall&apos;offset %5, ha raggiunto la fine della destinazione</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>spazio esaurito sul dispositivo: la lettura di %1 byte all&apos;offset %2 di %3 è tornata incompleta (%4 fatti), e il resto, dall&apos;offset %5, è fallito</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>spazio esaurito sul dispositivo: la scrittura di %1 byte all&apos;offset %2 di %3 è tornata incompleta (%4 fatti), e il resto, dall&apos;offset %5, è fallito</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>la lettura di %1 byte all&apos;offset %2 di %3 è tornata incompleta (%4 fatti), e il resto, dall&apos;offset %5, è fallito: %6</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>la scrittura di %1 byte all&apos;offset %2 di %3 è tornata incompleta (%4 fatti), e il resto, dall&apos;offset %5, è fallito: %6</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1: one I/O in %1 was first submitted at half its length (fault injection)</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1: un I/O su %1 è stato prima inviato a metà della sua lunghezza (iniezione di guasti)</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1 is not a whole number from 0 to 4294967295: set it to N to submit one I/O in N at half its length, or unset it</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1 non è un numero intero da 0 a 4294967295: impostala a N per inviare un I/O su N a metà della sua lunghezza, oppure rimuovila</translation>
    </message>
    <message>
        <source>%1 I/Os to %2 are still in flight after %3 s without any completion: the device is not responding (the point keeps what it measured until then)</source>
        <extracomment>%3 whole seconds since the last completion</extracomment>
        <translation>%1 I/O verso %2 sono ancora in corso dopo %3 s senza alcun completamento: il dispositivo non risponde (il punto conserva ciò che ha misurato fino ad allora)</translation>
    </message>
    <message>
        <source>huge pages for the I/O buffers refused (%1): an I/O larger than a page may reach the device split</source>
        <translation>pagine enormi rifiutate per i buffer di I/O (%1): un I/O più grande di una pagina può arrivare diviso al dispositivo</translation>
    </message>
    <message>
        <source>%1 of %2 MiB of I/O buffers on huge pages (transparent huge pages off, or memory fragmented): an I/O larger than a page may reach the device split</source>
        <extracomment>%1 and %2 MiB</extracomment>
        <translation>%1 MiB su %2 di buffer di I/O su pagine enormi (transparent huge pages disattivate, o memoria frammentata): un I/O più grande di una pagina può arrivare diviso al dispositivo</translation>
    </message>
    <message>
        <source>cannot run a worker on CPUs %1 (--cpus_allowed): %2; name CPUs this process may use (taskset -p $$ shows them)</source>
        <extracomment>%1 the CPU list, %2 the system&apos;s reason</extracomment>
        <translation>impossibile eseguire un worker sulle CPU %1 (--cpus_allowed): %2; indicare CPU che questo processo può usare (taskset -p $$ le mostra)</translation>
    </message>
    <message>
        <source>--%1 is an io_uring option, and --engine=psync does not use io_uring: use --engine=io_uring or --engine=auto, or leave out --%1</source>
        <extracomment>%1 an option as given, e.g. &quot;hipri&quot; or &quot;fixedbufs=0&quot;</extracomment>
        <translation>--%1 è un&apos;opzione di io_uring, e --engine=psync non usa io_uring: usa --engine=io_uring o --engine=auto, oppure togli --%1</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 pins the kernel&apos;s submission polling thread, which only --sqthread_poll=1 starts: add --sqthread_poll=1, or leave out --sqthread_poll_cpu</source>
        <translation>--sqthread_poll_cpu=%1 fissa il thread del kernel che interroga le sottomissioni, che solo --sqthread_poll=1 avvia: aggiungi --sqthread_poll=1, oppure togli --sqthread_poll_cpu</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 is not a CPU of this machine, which has CPUs 0 to %2: pick one of those</source>
        <extracomment>%2 the highest CPU index of this machine</extracomment>
        <translation>--sqthread_poll_cpu=%1 non è una CPU di questa macchina, che ha le CPU da 0 a %2: scegline una</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 names CPU %2, but this machine has CPUs 0 to %3: list only those, e.g. --cpus_allowed=0-%3</source>
        <extracomment>%1 the CPU list, %2 the CPU beyond the machine&apos;s, %3 the highest CPU index of this machine</extracomment>
        <translation>--cpus_allowed=%1 indica la CPU %2, ma questa macchina ha le CPU da 0 a %3: elenca solo quelle, ad es. --cpus_allowed=0-%3</translation>
    </message>
    <message>
        <source>--iodepth_batch_submit=%1 is above --iodepth=%2, so a batch could never fill: give at most %2, or 0 for Surfio&apos;s own submission rule</source>
        <translation>--iodepth_batch_submit=%1 supera --iodepth=%2, quindi un lotto non si riempirebbe mai: indica al massimo %2, oppure 0 per la regola di sottomissione di Surfio</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=%1 is above --iodepth=%2, so a wait for that many completions would never end: give 1 to %2</source>
        <translation>--iodepth_batch_complete_min=%1 supera --iodepth=%2, quindi l&apos;attesa di tanti completamenti non finirebbe mai: indica da 1 a %2</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=0: Surfio&apos;s engine waits for at least one completion each time round: give 1 to %1 (--iodepth)</source>
        <translation>--iodepth_batch_complete_min=0: il motore di Surfio attende almeno un completamento a ogni giro: indica da 1 a %1 (--iodepth)</translation>
    </message>
    <message>
        <source>--hipri polls for completions (IOPOLL), which only direct I/O can do: add --direct=1, or leave out --hipri</source>
        <translation>--hipri interroga i completamenti (IOPOLL), cosa possibile solo con l&apos;I/O diretto: aggiungi --direct=1, oppure togli --hipri</translation>
    </message>
    <message>
        <source>--hipri needs polled completions, which %1 under %2 does not offer (its queue/io_poll is 0 or absent): give an NVMe drive poll queues (the kernel parameter nvme.poll_queues=N, or the nvme module&apos;s poll_queues option, then reload it), or leave --hipri out</source>
        <extracomment>%1 the device (loop0, nvme0n1), %2 the target</extracomment>
        <translation>--hipri richiede completamenti a polling, che %1 sotto %2 non offre (il suo queue/io_poll è 0 o assente): assegna code di polling a un&apos;unità NVMe (il parametro del kernel nvme.poll_queues=N, o l&apos;opzione poll_queues del modulo nvme, poi ricaricalo), oppure togli --hipri</translation>
    </message>
    <message>
        <source>--hipri needs polled completions from a block device, and %1 lies on none (%2): use a file on a device with poll queues, or leave --hipri out</source>
        <extracomment>%1 the target, %2 its filesystem (tmpfs, nfs...)</extracomment>
        <translation>--hipri richiede completamenti a polling da un dispositivo a blocchi, e %1 non si trova su nessuno (%2): usa un file su un dispositivo con code di polling, oppure togli --hipri</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests, %3 % of the data of the %4 reads Surfio counted: the page cache (--direct=0) or a caching layer answered the rest, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 ha completato %2 richieste di lettura, il %3 % dei dati delle %4 letture contate da Surfio: al resto ha risposto la cache delle pagine (--direct=0) o uno strato di cache, quindi queste cifre non sono del dispositivo; --direct=1 misura il dispositivo</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests, %3 % of the data of the %4 writes Surfio counted: the page cache (--direct=0) or a caching layer holds the rest or wrote it back later, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 ha completato %2 richieste di scrittura, il %3 % dei dati delle %4 scritture contate da Surfio: il resto lo tiene la cache delle pagine (--direct=0) o uno strato di cache, o lo ha riscritto più tardi, quindi queste cifre non sono del dispositivo; --direct=1 misura il dispositivo</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests for the %3 reads Surfio counted, %4 per read: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 ha completato %2 richieste di lettura per le %3 letture contate da Surfio, %4 per lettura: il livello a blocchi le ha divise (una richiesta contiene al massimo queue/max_sectors_kb e max_segments del dispositivo), quindi il dispositivo ha servito richieste più piccole della dimensione del blocco</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests for the %3 writes Surfio counted, %4 per write: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 ha completato %2 richieste di scrittura per le %3 scritture contate da Surfio, %4 per scrittura: il livello a blocchi le ha divise (una richiesta contiene al massimo queue/max_sectors_kb e max_segments del dispositivo), quindi il dispositivo ha servito richieste più piccole della dimensione del blocco</translation>
    </message>
    <message>
        <source>the worker thread kept a CPU busy %1 % of the measured time: the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 a percentage of the measured time</extracomment>
        <translation>il thread di lavoro ha tenuto occupata una CPU per il %1 % del tempo misurato: a limitare queste cifre potrebbe essere la CPU che genera il carico, non lo storage</translation>
    </message>
    <message>
        <source>%1 of the %2 worker threads kept a CPU busy %3 % of the measured time or more (the busiest %4 %): the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 busy threads, %2 all threads, %3 the threshold (95), %4 the busiest thread&apos;s percentage</extracomment>
        <translation>%1 dei %2 thread di lavoro hanno tenuto occupata una CPU per il %3 % del tempo misurato o più (il più occupato %4 %): a limitare queste cifre potrebbe essere la CPU che genera il carico, non lo storage</translation>
    </message>
    <message>
        <source>file not registered (%1)</source>
        <translation>file non registrato (%1)</translation>
    </message>
    <message>
        <source>could not keep a worker on CPU %1 (%2), so it ran wherever the scheduler put it</source>
        <extracomment>%1 a CPU number, %2 the system&apos;s reason</extracomment>
        <translation>impossibile tenere un worker sulla CPU %1 (%2), quindi ha girato dove lo ha messo lo scheduler</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its warning temperature of %3 °C: a drive this hot may slow itself down to cool, so these figures may be below what it gives when cool; let it cool and run again, or cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its warning threshold, both in °C (45.9)</extracomment>
        <translation>%1 ha raggiunto %2 °C, pari o oltre la sua temperatura di avviso di %3 °C: un&apos;unità così calda può rallentare da sola per raffreddarsi, quindi queste cifre possono essere inferiori a quelle che dà da fredda; lasciala raffreddare e riesegui, oppure raffreddala meglio</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its critical temperature of %3 °C: a drive this hot slows itself down or shuts down to protect itself, so these figures may be far below what it gives when cool; let it cool and run again, and cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its critical threshold, both in °C (45.9)</extracomment>
        <translation>%1 ha raggiunto %2 °C, pari o oltre la sua temperatura critica di %3 °C: un&apos;unità così calda rallenta o si spegne per proteggersi, quindi queste cifre possono essere molto inferiori a quelle che dà da fredda; lasciala raffreddare e riesegui, e raffreddala meglio</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device (a FIFO or a character device such as /dev/null or /dev/zero holds no storage to measure): name a file, a directory or a block device</source>
        <translation>%1 non è né un file, né una directory, né un dispositivo a blocchi (una FIFO o un dispositivo a caratteri come /dev/null o /dev/zero non contiene spazio di archiviazione da misurare): indica un file, una directory o un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give an --offset below the device&apos;s size</source>
        <translation>%1 contiene %2, niente oltre --offset=%3: indica un --offset inferiore alla dimensione del dispositivo</translation>
    </message>
    <message>
        <source>cannot open %1: %2: give a target you may read and write (a file in a folder of yours), or ask for access to it</source>
        <translation>impossibile aprire %1: %2: indica una destinazione che puoi leggere e scrivere (un file in una tua cartella), oppure chiedi di potervi accedere</translation>
    </message>
    <message>
        <source>the run was paused: one sampling interval lasted %1 s where %2 ms was asked (the process was stopped, or the machine too busy to run it), so the figures count time in which Surfio issued nothing</source>
        <extracomment>%1 the longest sampling interval in seconds (2.1), %2 the interval asked for in milliseconds (100)</extracomment>
        <translation>l&apos;esecuzione è stata sospesa: un intervallo di campionamento è durato %1 s invece dei %2 ms richiesti (il processo è stato fermato, o la macchina era troppo occupata per eseguirlo), quindi i valori includono tempo in cui Surfio non ha inviato nulla</translation>
    </message>
    <message>
        <source>cannot open %1: %2; let Surfio ask UDisks2 to open it (polkit asks for a password once), or join the group that owns %1</source>
        <translation>impossibile aprire %1: %2; lascia che Surfio chieda a UDisks2 di aprirlo (polkit chiede una password una volta), o entra nel gruppo che possiede %1</translation>
    </message>
    <message>
        <source>the descriptor UDisks2 handed over for %1 is not open on that device any more; start again to ask anew</source>
        <translation>il descrittore consegnato da UDisks2 per %1 non è più aperto su quel dispositivo; riavvia per chiederlo di nuovo</translation>
    </message>
    <message>
        <source>%1 was opened through UDisks2 for reading only, and this matrix writes; start again to ask for writing</source>
        <translation>%1 è stato aperto tramite UDisks2 in sola lettura, e questa matrice scrive; riavvia per chiedere la scrittura</translation>
    </message>
</context>
<context>
    <name>EngineFeatures</name>
    <message>
        <source>registered buffers</source>
        <translation>buffer registrati</translation>
    </message>
    <message>
        <source>registered files</source>
        <translation>file registrati</translation>
    </message>
    <message>
        <source>buffers on %1 pages</source>
        <extracomment>%1 what backs the buffers, as the result file says: &quot;THP 2 MiB&quot;, &quot;hugetlb 2 MiB&quot;, &quot;4 KiB&quot;</extracomment>
        <translation>buffer su pagine %1</translation>
    </message>
    <message numerus="yes">
        <source>up to %n I/O(s) per submission</source>
        <translation>
            <numerusform>fino a %n I/O per invio</numerusform>
            <numerusform>fino a %n I/O per invio</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waits for %n completion(s)</source>
        <translation>
            <numerusform>attende %n completamento</numerusform>
            <numerusform>attende %n completamenti</numerusform>
        </translation>
    </message>
    <message>
        <source>one CPU per job (%1): each I/O a hand-off to a kernel thread</source>
        <extracomment>%1 a CPU list, &quot;0&quot; or &quot;0-1&quot;: Surfio pinned each job to one CPU, since at a low queue depth every I/O is a hand-off to a kernel thread (a loop device&apos;s worker, io_uring&apos;s worker for tmpfs)</extracomment>
        <translation>una CPU per job (%1): ogni I/O passa a un thread del kernel</translation>
    </message>
</context>
<context>
    <name>FioEngine</name>
    <message>
        <source>the fio server %1 cannot be reached (%2): start `fio --server` on it, or check the address and port (fio&apos;s default is 8765) and the firewall</source>
        <translation>il server fio %1 non è raggiungibile (%2): avvia `fio --server` su quella macchina, oppure controlla indirizzo e porta (quella predefinita di fio è 8765) e il firewall</translation>
    </message>
    <message>
        <source>the fio server %1 is not a known host name (%2): check its spelling or give its address</source>
        <translation>il server fio %1 non è un nome host noto (%2): controllane l&apos;ortografia o indica il suo indirizzo</translation>
    </message>
    <message>
        <source>the fio server %1 went away mid-run (%2): the points before this one are kept</source>
        <translation>il server fio %1 si è disconnesso durante l&apos;esecuzione (%2): i punti precedenti a questo vengono conservati</translation>
    </message>
    <message>
        <source>fio is not installed (not found on PATH): install it (Debian: apt-get install fio) or choose Surfio&apos;s own engine</source>
        <translation>fio non è installato (non si trova nel PATH): installalo (Debian: apt-get install fio) o scegli il motore di Surfio</translation>
    </message>
    <message>
        <source>%1 --version did not answer: check that this fio runs</source>
        <translation>%1 --version non ha risposto: controlla che questo fio funzioni</translation>
    </message>
    <message>
        <source>%1 --version says &quot;%2&quot;, which is not fio&apos;s version: check that %1 is fio</source>
        <translation>%1 --version risponde &quot;%2&quot;, che non è una versione di fio: controlla che %1 sia davvero fio</translation>
    </message>
    <message>
        <source>%1 is fio %2.%3, older than %4.%5, the first with the io_uring engine Surfio&apos;s job files use: install a newer fio or put one first on PATH</source>
        <translation>%1 è fio %2.%3, più vecchio della %4.%5, la prima versione con il motore io_uring usato dai file di job di Surfio: installa un fio più recente o mettine uno prima nel PATH</translation>
    </message>
    <message>
        <source>cannot write fio&apos;s job file in %1: %2</source>
        <translation>impossibile scrivere il file di job di fio in %1: %2</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 non si è avviato: %2</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare) on %3: a host may have stopped answering; it was stopped</source>
        <translation>fio non ha terminato entro %1 s (rampa, durata e %2 s di margine) su %3: forse un host ha smesso di rispondere; fio è stato fermato</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare): it was stopped</source>
        <translation>fio non ha terminato entro %1 s (rampa, durata e %2 s di margine): è stato fermato</translation>
    </message>
    <message>
        <source>fio exited with code %1: %2</source>
        <translation>fio è uscito con codice %1: %2</translation>
    </message>
    <message>
        <source>fio reported results from %1 of the %2 hosts (%3): the run stops here</source>
        <translation>fio ha riportato risultati da %1 dei %2 host (%3): l&apos;esecuzione si ferma qui</translation>
    </message>
    <message>
        <source>fio crashed</source>
        <translation>fio si è arrestato in modo anomalo</translation>
    </message>
    <message>
        <source>fio crashed: %1</source>
        <translation>fio si è arrestato in modo anomalo: %1</translation>
    </message>
    <message>
        <source>fio exited with code %1 and said nothing on its error output</source>
        <translation>fio è uscito con codice %1 e non ha scritto nulla sull&apos;output di errore</translation>
    </message>
    <message>
        <source>fio wrote no report</source>
        <translation>fio non ha prodotto alcun report</translation>
    </message>
    <message>
        <source>fio wrote no report; it said: %1</source>
        <translation>fio non ha prodotto alcun report; messaggio di fio: %1</translation>
    </message>
    <message>
        <source>fio&apos;s report cannot be read: %1</source>
        <translation>impossibile leggere il report di fio: %1</translation>
    </message>
    <message>
        <source>fio reported no results for %1 (host:target): the run stops here</source>
        <translation>fio non ha riportato risultati per %1 (host:destinazione): l&apos;esecuzione si ferma qui</translation>
    </message>
</context>
<context>
    <name>FioExport</name>
    <message>
        <source>Surfio repeats this matrix in rounds until steady state (at most %1 rounds); fio cannot, so the file holds one round.</source>
        <translation>Surfio ripete questa matrice a cicli fino allo stato stazionario (al massimo %1 cicli); fio non può farlo, quindi il file contiene un solo ciclo.</translation>
    </message>
    <message>
        <source>The shuffled order&apos;s seed is picked when Surfio runs the matrix; the file has the order of seed 0. Give --order-seed for another.</source>
        <translation>Il seme dell&apos;ordine casuale viene scelto quando Surfio esegue la matrice; il file segue l&apos;ordine del seme 0. Per un altro ordine indica --order-seed.</translation>
    </message>
    <message>
        <source>fio runs io_uring; where io_uring is unavailable Surfio would fall back to psync and fio stops with an error.</source>
        <translation>fio usa io_uring; dove io_uring non è disponibile, Surfio ripiegherebbe su psync, mentre fio si ferma con un errore.</translation>
    </message>
    <message>
        <source>For the directory %1, fio works on one file, %2, and keeps it afterwards.</source>
        <translation>Per la directory %1, fio lavora su un unico file, %2, e lo conserva al termine.</translation>
    </message>
    <message>
        <source>The file writes to the device %1 and fio does not ask first, whatever is on it.</source>
        <translation>Il file scrive sul dispositivo %1 e fio non chiede conferma, qualunque cosa contenga.</translation>
    </message>
    <message>
        <source>Surfio starts the sequential streams of several jobs on one target spread over its region; without a --size the file cannot say where, so in fio they all start at the region&apos;s start.</source>
        <translation>Surfio distribuisce i punti di partenza dei flussi sequenziali di più job sulla stessa destinazione lungo la sua area; senza --size il file non può indicare dove, quindi in fio partono tutti dall&apos;inizio dell&apos;area.</translation>
    </message>
    <message>
        <source>Prints a matrix as a fio job file that fio runs unchanged: a preset, a saved result&apos;s matrix, or the one the run options describe (the same options as surfio run). One stonewalled section per point and trial, in Surfio&apos;s run order; what fio cannot express is said in comments.</source>
        <translation>Stampa una matrice come file di job che fio esegue senza modifiche: un preset, la matrice di un risultato salvato o quella descritta dalle opzioni di esecuzione (le stesse di surfio run). Una sezione con stonewall per ogni punto e prova, nell&apos;ordine di esecuzione di Surfio; ciò che fio non sa esprimere è indicato nei commenti.</translation>
    </message>
    <message>
        <source>surfio export-fio: --output-format is for results; the job file has one format</source>
        <translation>surfio export-fio: --output-format riguarda i risultati; il file di job ha un solo formato</translation>
    </message>
    <message>
        <source>surfio export-fio: %1</source>
        <translation>surfio export-fio: %1</translation>
    </message>
    <message>
        <source>surfio export-fio: cannot write %1: %2</source>
        <translation>surfio export-fio: impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>On a loop device (queue depth %1 or less) or a file on tmpfs (%2 or less), Surfio runs each job on one CPU of its own, as its result&apos;s worker_cpus says, since every I/O is a hand-off to a kernel thread; fio leaves them to the scheduler. For the same in fio, add cpus_allowed= with those CPUs and cpus_allowed_policy=split to those sections.</source>
        <extracomment>%1 and %2 queue depths</extracomment>
        <translation>Su un dispositivo loop (profondità di coda %1 o meno) o un file su tmpfs (%2 o meno), Surfio esegue ogni job su una CPU tutta sua, come indica worker_cpus nel risultato, perché ogni I/O passa a un thread del kernel; fio li lascia allo scheduler. Per fare lo stesso in fio, aggiungere cpus_allowed= con quelle CPU e cpus_allowed_policy=split a quelle sezioni.</translation>
    </message>
    <message>
        <source>Surfio runs each unthrottled point again at shares of the IOPS it reached (--rate-steps); fio cannot measure a point before it sets a rate, so the file leaves those runs out. Give fio rate_iops= for them by hand.</source>
        <translation>Surfio riesegue ogni punto senza limite a percentuali degli IOPS che ha raggiunto (--rate-steps); fio non può misurare un punto prima di impostare una velocità, quindi il file tralascia quelle esecuzioni. Indica a mano a fio rate_iops= per esse.</translation>
    </message>
</context>
<context>
    <name>FioImport</name>
    <message>
        <source>A fio command line, e.g. &quot;fio --name=a --rw=randread --bs=4k&quot;.</source>
        <translation>Una riga di comando di fio, ad es. &quot;fio --name=a --rw=randread --bs=4k&quot;.</translation>
    </message>
    <message>
        <source>Save it as a preset file instead (NAME.json), which surfio run --preset=NAME.json runs; add --engine=fio to run it through fio with the options Surfio&apos;s engine does not use.</source>
        <translation>Salvala invece come file di preset (NOME.json), eseguibile con surfio run --preset=NOME.json; aggiungi --engine=fio per eseguirla tramite fio con le opzioni che il motore di Surfio non usa.</translation>
    </message>
    <message>
        <source>A fio job file, or - for standard input.</source>
        <translation>Un file di job di fio, oppure - per lo standard input.</translation>
    </message>
    <message>
        <source>surfio import-fio: give one job file (or - for standard input), or --command &quot;fio ...&quot;</source>
        <translation>surfio import-fio: indica un file di job (o - per lo standard input), oppure --command &quot;fio ...&quot;</translation>
    </message>
    <message>
        <source>--command</source>
        <translation>--command</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standard input</translation>
    </message>
    <message>
        <source>surfio import-fio: %1: %2</source>
        <translation>surfio import-fio: %1: %2</translation>
    </message>
    <message>
        <source>Imported from fio: %1</source>
        <translation>Importato da fio: %1</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine: %1</source>
        <translation>Non usate dal motore di Surfio: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Note: %1</translation>
    </message>
    <message>
        <source>surfio import-fio: %1</source>
        <translation>surfio import-fio: %1</translation>
    </message>
    <message>
        <source>Saved the preset %1. Run it with:</source>
        <translation>Preset %1 salvato. Eseguilo con:</translation>
    </message>
    <message>
        <source>(a preset holds no target: give one, as above; add --engine=fio to run it through fio)</source>
        <translation>(un preset non contiene destinazioni: indicane una, come sopra; aggiungi --engine=fio per eseguirlo tramite fio)</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine (kept for a run through fio):</source>
        <translation>Non usate dal motore di Surfio (conservate per un&apos;esecuzione tramite fio):</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no job: fio runs only the sections other than [global], and there is none</source>
        <translation>nessun job: fio esegue solo le sezioni diverse da [global], e non ce n&apos;è nessuna</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine</source>
        <translation>%1: %2 — non usata dal motore di Surfio</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: %3</source>
        <translation>%1: %2 — non usata dal motore di Surfio: %3</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 non è un numero intero da 0 a %2</translation>
    </message>
    <message>
        <source>%1 is not 0 or 1</source>
        <translation>%1 non è né 0 né 1</translation>
    </message>
    <message>
        <source>%1: Surfio does not issue trims, so this job cannot be imported</source>
        <translation>%1: Surfio non invia trim, quindi questo job non può essere importato</translation>
    </message>
    <message>
        <source>%1 is not an I/O pattern fio knows: use read, write, randread, randwrite, rw (readwrite) or randrw</source>
        <translation>%1 non è un tipo di accesso noto a fio: usa read, write, randread, randwrite, rw (readwrite) o randrw</translation>
    </message>
    <message>
        <source>%1 needs a value, e.g. %1=1</source>
        <translation>%1 richiede un valore, ad es. %1=1</translation>
    </message>
    <message>
        <source>%1 is not a block size: use a number with an optional k or m suffix, e.g. bs=4k</source>
        <translation>%1 non è una dimensione del blocco: usa un numero con un suffisso k o m facoltativo, ad es. bs=4k</translation>
    </message>
    <message>
        <source>bssplit: %1</source>
        <translation>bssplit: %1</translation>
    </message>
    <message>
        <source>%1 is not a size: use a number with an optional k, m, g or t suffix, or a percentage, e.g. size=4g or size=50%</source>
        <translation>%1 non è una dimensione: usa un numero con un suffisso k, m, g o t facoltativo, oppure una percentuale, ad es. size=4g o size=50%</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. %2=1g</source>
        <translation>%1 non è una dimensione, ad es. %2=1g</translation>
    </message>
    <message>
        <source>Surfio&apos;s region starts at a byte offset; it starts at 0</source>
        <translation>l&apos;area di Surfio inizia a un offset espresso in byte; qui parte da 0</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. offset=1g</source>
        <translation>%1 non è una dimensione, ad es. offset=1g</translation>
    </message>
    <message>
        <source>%1 is not a time: use seconds or a number with ms, s, m or h, e.g. runtime=60</source>
        <translation>%1 non è un tempo: usa i secondi o un numero con ms, s, m o h, ad es. runtime=60</translation>
    </message>
    <message>
        <source>%1 is not a time, e.g. ramp_time=5s</source>
        <translation>%1 non è un tempo, ad es. ramp_time=5s</translation>
    </message>
    <message>
        <source>Surfio runs its own engine (io_uring, or psync where io_uring is unavailable); with --engine=fio, fio uses it</source>
        <translation>Surfio usa il proprio motore (io_uring, o psync dove io_uring non è disponibile); con --engine=fio è fio a usarlo</translation>
    </message>
    <message>
        <source>Surfio repeats the same offsets from its seed on every run</source>
        <translation>Surfio ripete gli stessi offset a partire dal suo seme a ogni esecuzione</translation>
    </message>
    <message>
        <source>%1 is not 1000 or 1024</source>
        <translation>%1 non è né 1000 né 1024</translation>
    </message>
    <message>
        <source>%1: norandommap is what Surfio always does: random offsets keep no coverage map</source>
        <translation>%1: norandommap è ciò che Surfio fa sempre: gli offset casuali non tengono una mappa di copertura</translation>
    </message>
    <message>
        <source>%1: %2 has no effect on rw=%3, in fio as in Surfio</source>
        <translation>%1: %2 non ha effetto con rw=%3, in fio come in Surfio</translation>
    </message>
    <message>
        <source>the %1 suffix (offsets skipped or random runs) is not modelled</source>
        <translation>il suffisso %1 (offset saltati o sequenze casuali) non è riprodotto</translation>
    </message>
    <message>
        <source>Surfio has one split for reads and writes; %1 is used</source>
        <translation>Surfio ha una sola suddivisione per letture e scritture; si usa %1</translation>
    </message>
    <message>
        <source>bssplit wins over bs, as in fio</source>
        <translation>bssplit prevale su bs, come in fio</translation>
    </message>
    <message>
        <source>it gives no split for this job&apos;s direction</source>
        <translation>non indica alcuna suddivisione per la direzione di questo job</translation>
    </message>
    <message>
        <source>Surfio has one block size for reads and writes; the read size %1 is used</source>
        <translation>Surfio ha una sola dimensione del blocco per letture e scritture; si usa quella di lettura, %1</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; %1 is used</source>
        <translation>Surfio non gestisce intervalli di dimensioni del blocco; si usa %1</translation>
    </message>
    <message>
        <source>Surfio has one cap for reads and writes; %1 is used</source>
        <translation>Surfio ha un solo limite per letture e scritture; si usa %1</translation>
    </message>
    <message>
        <source>%1: %2 — fio caps reads and writes at this rate each; Surfio caps all I/Os of a job together</source>
        <translation>%1: %2 — fio limita letture e scritture a questa velocità ciascuna; Surfio limita insieme tutti gli I/O di un job</translation>
    </message>
    <message>
        <source>Surfio has one random share for reads and writes; %1 is used</source>
        <translation>Surfio ha una sola quota casuale per letture e scritture; si usa %1</translation>
    </message>
    <message>
        <source>%1: size=100% — the whole target, as Surfio&apos;s default region</source>
        <translation>%1: size=100% — l&apos;intera destinazione, come l&apos;area predefinita di Surfio</translation>
    </message>
    <message>
        <source>Surfio&apos;s region is the whole target or a size in bytes; the whole target is used</source>
        <translation>l&apos;area di Surfio è l&apos;intera destinazione o una dimensione in byte; si usa l&apos;intera destinazione</translation>
    </message>
    <message>
        <source>%1: fio spreads the jobs&apos; files over %2 directories; Surfio&apos;s targets are in %3</source>
        <translation>%1: fio distribuisce i file dei job su %2 directory; le destinazioni di Surfio sono in %3</translation>
    </message>
    <message>
        <source>%1: no filename or directory, so fio would create its files in the directory it runs in; give Surfio a target (--filename or --directory) when running</source>
        <translation>%1: nessun filename o directory, quindi fio creerebbe i suoi file nella directory da cui viene eseguito; indica una destinazione a Surfio (--filename o --directory) al momento dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>%1: fio gives each of the %2 jobs its own file in the directory; Surfio&apos;s jobs share one scratch file</source>
        <translation>%1: fio dà a ciascuno dei %2 job un proprio file nella directory; i job di Surfio condividono un unico file temporaneo</translation>
    </message>
    <message>
        <source>%1: time_based without runtime runs until fio is stopped; Surfio runs %2</source>
        <translation>%1: time_based senza runtime continua finché fio non viene fermato; Surfio esegue %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>the whole target</source>
        <translation>l&apos;intera destinazione</translation>
    </message>
    <message>
        <source>job %1 (%2) has %3 %4 but job %5 has %6: Surfio&apos;s matrix has one %3 for every point, so %6 from job %5 is used; import the jobs separately to keep both</source>
        <translation>il job %1 (%2) ha %3 %4, ma il job %5 ha %6: la matrice di Surfio ha un solo %3 per tutti i punti, quindi si usa %6 del job %5; importa i job separatamente per mantenerli entrambi</translation>
    </message>
    <message>
        <source>job %1 (%2) has no stonewall, so fio runs it at the same time as the job before it; Surfio runs the jobs one after another</source>
        <translation>il job %1 (%2) non ha stonewall, quindi fio lo esegue in contemporanea al job precedente; Surfio esegue i job uno dopo l&apos;altro</translation>
    </message>
    <message>
        <source>group_reporting: Surfio always reports the jobs of a point together, as group_reporting does</source>
        <translation>group_reporting: Surfio riporta sempre insieme i job di un punto, come fa group_reporting</translation>
    </message>
    <message>
        <source>direct=0: the runs go through the page cache (fio&apos;s default when direct is not given)</source>
        <translation>direct=0: le esecuzioni passano per la cache delle pagine (il default di fio quando direct non è indicato)</translation>
    </message>
    <message>
        <source>job %1: Surfio will not run this point as it is: %2</source>
        <translation>job %1: Surfio non eseguirà questo punto così com&apos;è: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>riga %1</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no closing ]</source>
        <translation>l&apos;intestazione di sezione &quot;%1&quot; non ha la ] di chiusura</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no name</source>
        <translation>l&apos;intestazione di sezione &quot;%1&quot; non ha un nome</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: included job files are not read; import that file on its own</source>
        <translation>&quot;%1&quot;: i file di job inclusi non vengono letti; importa quel file a parte</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; comes before any section: put it under [global] or a [job]</source>
        <translation>l&apos;opzione &quot;%1&quot; precede ogni sezione: mettila sotto [global] o sotto un [job]</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>la riga di comando</translation>
    </message>
    <message>
        <source>argument %1 (%2)</source>
        <translation>argomento %1 (%2)</translation>
    </message>
    <message>
        <source>reading a job file from standard input is not imported here</source>
        <translation>la lettura di un file di job dallo standard input non viene importata qui</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a job file: import it with surfio import-fio %1</source>
        <translation>&quot;%1&quot; è un file di job: importalo con surfio import-fio %1</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: an option of fio itself</source>
        <translation>%1: %2 — non usata dal motore di Surfio: è un&apos;opzione di fio stesso</translation>
    </message>
    <message>
        <source>the fio command line is empty</source>
        <translation>la riga di comando di fio è vuota</translation>
    </message>
    <message>
        <source>%1: %2 — the job only writes, so %3 is used</source>
        <translation>%1: %2 — il job esegue solo scritture, quindi si usa %3</translation>
    </message>
    <message>
        <source>%1: %2 — the job only reads, so %3 is used</source>
        <translation>%1: %2 — il job esegue solo letture, quindi si usa %3</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; the bssplit is used</source>
        <translation>Surfio non gestisce intervalli di dimensioni del blocco; si usa il bssplit</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target or at runtime; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1: fio termina il job dopo un passaggio completo sulla destinazione o allo scadere di runtime; qui Surfio non conosce la dimensione della destinazione ed esegue %2</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1: fio termina il job dopo un passaggio completo sulla destinazione; qui Surfio non conosce la dimensione della destinazione ed esegue %2</translation>
    </message>
    <message>
        <source>Surfio checks with crc32c only, so this job runs without verify; verify=crc32c keeps it</source>
        <translation>Surfio verifica solo con crc32c, quindi questo job gira senza verifica; verify=crc32c la mantiene</translation>
    </message>
    <message>
        <source>Surfio checks every 512 bytes</source>
        <translation>Surfio controlla ogni 512 byte</translation>
    </message>
    <message>
        <source>%1 is not a CPU list: give CPU numbers and ranges separated by commas, e.g. cpus_allowed=0-3,5</source>
        <translation>%1 non è un elenco di CPU: indica numeri di CPU e intervalli separati da virgole, ad es. cpus_allowed=0-3,5</translation>
    </message>
    <message>
        <source>Surfio&apos;s engine waits for at least one completion, so 1 is used</source>
        <translation>il motore di Surfio attende almeno un completamento, quindi si usa 1</translation>
    </message>
    <message>
        <source>iodepth_batch_submit is not given: fio would submit each I/O on its own (its default, 1), Surfio submits by its own rule; give iodepth_batch_submit=1 to submit as fio does</source>
        <translation>iodepth_batch_submit non è indicato: fio sottometterebbe ogni I/O da solo (il suo valore predefinito, 1), Surfio sottomette con la propria regola; indica iodepth_batch_submit=1 per sottomettere come fio</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>this is JSON, not a fio job file: fio&apos;s JSON output is read by surfio compare, surfio report and the workbench&apos;s Open; import-fio reads job files (name=value lines under [sections])</source>
        <translation>questo è JSON, non un file di job di fio: l&apos;output JSON di fio si legge con surfio compare, surfio report e Apri nell&apos;interfaccia grafica; import-fio legge file di job (righe nome=valore sotto [sezioni])</translation>
    </message>
    <message>
        <source>this is not text: give a fio job file (name=value lines under [sections])</source>
        <translation>questo non è testo: indica un file di job di fio (righe nome=valore sotto [sezioni])</translation>
    </message>
    <message>
        <source>surfio import-fio: --output: %1</source>
        <translation>surfio import-fio: --output: %1</translation>
    </message>
    <message>
        <source>--output is empty: give the preset file to save (NAME.json), or leave --output out to print the preset</source>
        <translation>--output è vuoto: indica il file di preset da salvare (NOME.json), oppure ometti --output per stampare il preset</translation>
    </message>
    <message>
        <source>--output=%1: a preset file&apos;s name ends in .json</source>
        <translation>--output=%1: il nome di un file di preset termina con .json</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
    <message>
        <source>Reads a fio job file or a fio command line and prints it as a Surfio preset file (JSON, which surfio run --preset=FILE.json runs). Each fio job becomes one point, in the file&apos;s order. Options Surfio&apos;s engine does not use, and where the matrix differs from what fio would run, are listed on standard error.</source>
        <translation>Legge un file di job di fio o una riga di comando di fio e lo stampa come file di preset di Surfio (JSON, eseguibile con surfio run --preset=FILE.json). Ogni job di fio diventa un punto, nell&apos;ordine del file. Le opzioni che il motore di Surfio non usa, e i punti in cui la matrice differisce da ciò che eseguirebbe fio, sono elencati sullo standard error.</translation>
    </message>
</context>
<context>
    <name>FioJson</name>
    <message>
        <source>fio JSON is damaged at line %1: %2</source>
        <translation>il JSON di fio è danneggiato alla riga %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>non è un oggetto</translation>
    </message>
    <message>
        <source>no fio JSON output: no line starts with &apos;{&apos;</source>
        <translation>nessun output JSON di fio: nessuna riga inizia con &apos;{&apos;</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a positive whole number</source>
        <translation>%1 &quot;%2&quot; non è un numero intero positivo</translation>
    </message>
    <message>
        <source>rw &quot;%1&quot; is not an I/O pattern Surfio knows</source>
        <translation>rw &quot;%1&quot; non è un tipo di accesso noto a Surfio</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a percentage</source>
        <translation>%1 &quot;%2&quot; non è una percentuale</translation>
    </message>
    <message>
        <source>bssplit &quot;%1&quot;: %2</source>
        <translation>bssplit &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>bs &quot;%1&quot; is not a block size</source>
        <translation>bs &quot;%1&quot; non è una dimensione del blocco</translation>
    </message>
    <message>
        <source>runtime &quot;%1&quot; is not a duration</source>
        <translation>runtime &quot;%1&quot; non è una durata</translation>
    </message>
    <message>
        <source>%1[%2] (job &quot;%3&quot;)</source>
        <translation>%1[%2] (job &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1 has no &quot;read&quot; and &quot;write&quot; objects (unified_rw_reporting is not read)</source>
        <translation>%1 non ha gli oggetti &quot;read&quot; e &quot;write&quot; (unified_rw_reporting non viene letto)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>fio reported error %1 (%2)</source>
        <translation>fio ha segnalato l&apos;errore %1 (%2)</translation>
    </message>
    <message>
        <source>not fio JSON output: no &quot;jobs&quot; or &quot;client_stats&quot; array</source>
        <translation>non è output JSON di fio: manca l&apos;array &quot;jobs&quot; o &quot;client_stats&quot;</translation>
    </message>
    <message>
        <source>latency percentile &quot;%1&quot; is not a percentage</source>
        <translation>il percentile di latenza &quot;%1&quot; non è una percentuale</translation>
    </message>
    <message>
        <source>it holds no job results (&quot;jobs&quot; is empty): fio measured nothing, so there is nothing to read</source>
        <translation>non contiene risultati di job (&quot;jobs&quot; è vuoto): fio non ha misurato nulla, quindi non c&apos;è niente da leggere</translation>
    </message>
    <message>
        <source>%1 is not one of the sections fio was given for this point: the passed-through options may have added jobs</source>
        <translation>%1 non è una delle sezioni date a fio per questo punto: le opzioni passate a fio potrebbero aver aggiunto job</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>%1 cannot be written: the image could not be encoded</source>
        <translation>%1 non può essere scritto: l&apos;immagine non può essere codificata</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a file: give a fio job file</source>
        <translation>%1 è %2, non un file: indica un file di job di fio</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a fio job file is text of a few KiB</source>
        <translation>%1 supera %2: un file di job di fio è un testo di pochi KiB</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a preset file (.json)</source>
        <translation>%1 è %2, non un file: indica un file di preset (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a preset file is text of a few KiB</source>
        <translation>%1 supera %2: un file di preset è un testo di pochi KiB</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a result file (.json)</source>
        <translation>%1 è %2, non un file: indica un file di risultato (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a result: is it a result file?</source>
        <translation>%1 supera %2, il massimo che Surfio legge come risultato: è davvero un file di risultato?</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give the journal of an interrupted run (RESULT.json.journal)</source>
        <translation>%1 è %2, non un file: indica il journal di un&apos;esecuzione interrotta (RESULT.json.journal)</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a journal: is it a journal?</source>
        <translation>%1 supera %2, il massimo che Surfio legge come journal: è davvero un journal?</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>una directory</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo a caratteri</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>una FIFO (pipe con nome)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un file speciale</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>lo standard input</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a volume profile file (.json)</source>
        <translation>%1 è %2, non un file: indica un file di profilo di volume (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a volume profile is text of a few KiB</source>
        <translation>%1 supera %2: un profilo di volume è un testo di pochi KiB</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1` (or Run → Resume interrupted run), or remove it to start over</source>
        <translation>%1 esiste: appartiene a un&apos;esecuzione interrotta. Riprendila con `surfio resume %1` (o Esegui → Riprendi esecuzione interrotta), oppure eliminalo per ricominciare da capo</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>impossibile creare il journal %1: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>impossibile aprire il journal %1: %2</translation>
    </message>
    <message>
        <source>cannot repair the journal %1: %2</source>
        <translation>impossibile riparare il journal %1: %2</translation>
    </message>
    <message>
        <source>cannot write the journal %1: %2</source>
        <translation>impossibile scrivere il journal %1: %2</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 è danneggiato alla riga %2: %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>non è un oggetto JSON</translation>
    </message>
    <message>
        <source>%1 is not a Surfio journal this version reads (line 1 has no &quot;surfio_journal&quot;: 1)</source>
        <translation>%1 non è un journal di Surfio leggibile da questa versione (la riga 1 non contiene &quot;surfio_journal&quot;: 1)</translation>
    </message>
    <message>
        <source>%1 line 1: %2</source>
        <translation>%1 riga 1: %2</translation>
    </message>
    <message>
        <source>no &quot;output&quot; path</source>
        <translation>manca il percorso &quot;output&quot;</translation>
    </message>
    <message>
        <source>neither a &quot;run&quot; nor a &quot;precondition&quot; record</source>
        <translation>non è né un record &quot;run&quot; né un record &quot;precondition&quot;</translation>
    </message>
    <message>
        <source>point %1, trial %2, round %3</source>
        <translation>punto %1, prova %2, ciclo %3</translation>
    </message>
    <message>
        <source>%1 is not in the run&apos;s matrix</source>
        <translation>%1 non è nella matrice dell&apos;esecuzione</translation>
    </message>
    <message>
        <source>the run recorded as %1 is not that point of the matrix</source>
        <translation>l&apos;esecuzione registrata come %1 non corrisponde a quel punto della matrice</translation>
    </message>
    <message>
        <source>%1 is recorded twice</source>
        <translation>%1 è registrato due volte</translation>
    </message>
    <message numerus="yes">
        <source>%n finished run(s) are missing from the journal %1</source>
        <translation>
            <numerusform>%n esecuzione terminata manca dal journal %1</numerusform>
            <numerusform>%n esecuzioni terminate mancano dal journal %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 line 1: &quot;format&quot; is &quot;%2&quot;, not one Surfio writes (json, csv or normal)</source>
        <translation>%1 riga 1: &quot;format&quot; è &quot;%2&quot;, non uno dei formati che Surfio scrive (json, csv o normal)</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to resume; start the run again (it takes the journal over) or remove it</source>
        <translation>%1 è vuoto: non c&apos;è nulla da riprendere; avviate di nuovo l&apos;esecuzione (riprende il giornale) o rimuovetelo</translation>
    </message>
</context>
<context>
    <name>JournalLock</name>
    <message>
        <source>%1 is in use by another Surfio run (PID %2): wait until it ends, or stop it first</source>
        <translation>%1 è in uso da parte di un&apos;altra esecuzione di Surfio (PID %2): attendi che termini, oppure prima fermala</translation>
    </message>
    <message>
        <source>%1 is in use by another Surfio run: wait until it ends, or stop it first</source>
        <translation>%1 è in uso da parte di un&apos;altra esecuzione di Surfio: attendi che termini, oppure prima fermala</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>impossibile creare il journal %1: %2</translation>
    </message>
    <message>
        <source>cannot lock the journal %1: %2</source>
        <translation>impossibile bloccare il journal %1: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>impossibile aprire il journal %1: %2</translation>
    </message>
</context>
<context>
    <name>JsonNumbers</name>
    <message>
        <source>%1 is %2, not %3</source>
        <translation>%1 è %2, non %3</translation>
    </message>
    <message>
        <source>a count (a whole number from 0)</source>
        <translation>un conteggio (un numero intero da 0 in su)</translation>
    </message>
    <message>
        <source>a number from 0</source>
        <translation>un numero da 0 in su</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Start the run at once.</source>
        <translation>Avvia subito l&apos;esecuzione.</translation>
    </message>
    <message>
        <source>When the run finishes, save the window as a PNG.</source>
        <translation>Al termine dell&apos;esecuzione, salva la finestra come PNG.</translation>
    </message>
    <message>
        <source>When the run finishes, save the surface as a PNG.</source>
        <translation>Al termine dell&apos;esecuzione, salva la superficie come PNG.</translation>
    </message>
    <message>
        <source>When the run finishes, save the result as JSON.</source>
        <translation>Al termine dell&apos;esecuzione, salva il risultato in JSON.</translation>
    </message>
    <message>
        <source>Quit when the run finishes (exit code 0 when it succeeded).</source>
        <translation>Esci al termine dell&apos;esecuzione (codice di uscita 0 se è riuscita).</translation>
    </message>
    <message>
        <source>When the run finishes, print the longest pause of the window&apos;s event loop during it.</source>
        <translation>Al termine dell&apos;esecuzione, stampa la pausa più lunga avuta nel frattempo dal ciclo di eventi della finestra.</translation>
    </message>
    <message>
        <source>The matrix editor&apos;s tab to show, also in --screenshot: points or method.</source>
        <translation>La scheda dell&apos;editor della matrice da mostrare, anche in --screenshot: points o method.</translation>
    </message>
    <message>
        <source>--setup-tab=%1 is not a tab of the matrix editor: use points or method</source>
        <translation>--setup-tab=%1 non è una scheda dell&apos;editor della matrice: usa points o method</translation>
    </message>
    <message>
        <source>What the 2D tab shows: lines (the default) or heat-map.</source>
        <translation>Cosa mostra la scheda 2D: lines (predefinito) o heat-map.</translation>
    </message>
    <message>
        <source>When the run finishes, export the chart of the view on show (--tab) as a PNG or an SVG, by the file&apos;s suffix, with its title, axis titles, colour scale and how it was measured.</source>
        <translation>Al termine dell&apos;esecuzione, esporta il grafico della vista mostrata (--tab) come PNG o SVG, in base all&apos;estensione del file, con titolo, titoli degli assi, scala di colori e condizioni di misura.</translation>
    </message>
    <message>
        <source>The size of --export-chart in pixels, WIDTHxHEIGHT (default 1920x1080).</source>
        <translation>La dimensione di --export-chart in pixel, LARGHEZZAxALTEZZA (predefinita 1920x1080).</translation>
    </message>
    <message>
        <source>light (the default) or dark, for --export-chart.</source>
        <translation>light (predefinito) o dark, per --export-chart.</translation>
    </message>
    <message>
        <source>The title of --export-chart (default: the device or target, the pattern, the queue depth and jobs); empty for none.</source>
        <translation>Il titolo di --export-chart (predefinito: il dispositivo o la destinazione, il tipo di accesso, la profondità di coda e i job); vuoto per nessun titolo.</translation>
    </message>
    <message>
        <source>--2d-chart=%1 is not a chart of the 2D tab: use lines or heat-map</source>
        <translation>--2d-chart=%1 non è un grafico della scheda 2D: usa lines o heat-map</translation>
    </message>
    <message>
        <source>--export-size=%1 is not a size: give WIDTHxHEIGHT in pixels, each from 16 to 16384, e.g. 1920x1080</source>
        <translation>--export-size=%1 non è una dimensione: indica LARGHEZZAxALTEZZA in pixel, ciascuna da 16 a 16384, ad es. 1920x1080</translation>
    </message>
    <message>
        <source>--export-theme=%1 is not a theme: use light or dark</source>
        <translation>--export-theme=%1 non è un tema: usa light o dark</translation>
    </message>
    <message>
        <source>Full screen (Esc or F11 leaves it); the matrix repeats on the same laid-out target until stopped. Keeps only the last loop&apos;s result (surfio-demo-last.json in the runs folder), no journal and no settings. A touch on its figures or a key stops it.</source>
        <translation>Schermo intero (Esc o F11 per uscire); la matrice si ripete sulla stessa destinazione già riempita finché non viene fermata. Conserva solo il risultato dell&apos;ultimo ciclo (surfio-demo-last.json nella cartella delle esecuzioni), nessun journal e nessuna impostazione. Un tocco sui valori o un tasto la ferma.</translation>
    </message>
    <message>
        <source>With --demo: a loop of each preset in turn (names as surfio presets lists them), the other job options applied to each, until stopped. With --quit-when-done, each preset once.</source>
        <translation>Con --demo: un ciclo che esegue a turno ogni preset (nomi come li elenca surfio presets), con le altre opzioni di job applicate a ciascuno, finché non viene fermato. Con --quit-when-done, ogni preset una volta.</translation>
    </message>
    <message>
        <source>--demo-playlist names the presets: leave out --preset and --rerun</source>
        <translation>--demo-playlist indica già i preset: togli --preset e --rerun</translation>
    </message>
    <message>
        <source>--demo-playlist=%1 has an empty name: give preset names separated by commas, e.g. --demo-playlist=oltp,video</source>
        <translation>--demo-playlist=%1 contiene un nome vuoto: indica nomi di preset separati da virgole, ad es. --demo-playlist=oltp,video</translation>
    </message>
    <message>
        <source>--demo-playlist: %1</source>
        <translation>--demo-playlist: %1</translation>
    </message>
    <message>
        <source>--%1 only goes with --demo</source>
        <translation>--%1 vale solo con --demo</translation>
    </message>
    <message>
        <source>With --demo: race a saved result, e.g. &quot;4.2× the IOPS of a SATA SSD at 4 KiB random read&quot; while that workload runs.</source>
        <translation>Con --demo: sfida un risultato salvato, ad es. &quot;4,2× gli IOPS che un SSD SATA ha ottenuto in lettura casuale 4 KiB&quot; mentre gira quel carico di lavoro.</translation>
    </message>
    <message>
        <source>Show a saved result (Surfio&apos;s or fio&apos;s JSON) at start; without --autostart, --screenshot and --quit-when-done act once it is on show.</source>
        <translation>Mostra un risultato salvato (JSON di Surfio o di fio) all&apos;avvio; senza --autostart, --screenshot e --quit-when-done agiscono appena è mostrato.</translation>
    </message>
    <message>
        <source>Compare a saved result (Surfio&apos;s or fio&apos;s JSON) with the one on show, as File → Compare with… does; repeat it for more.</source>
        <translation>Confronta un risultato salvato (JSON di Surfio o di fio) con quello mostrato, come fa File → Confronta con…; ripeti l&apos;opzione per confrontarne altri.</translation>
    </message>
    <message>
        <source>The view to show, also in --screenshot: live, surface, 2d, results, steady-state, load, compare or log.</source>
        <translation>La vista da mostrare, anche in --screenshot: live, surface, 2d, results, steady-state, load, compare o log.</translation>
    </message>
    <message>
        <source>--tab=%1 is not a view: use live, surface, 2d, results, steady-state, load, compare or log</source>
        <translation>--tab=%1 non è una vista: usa live, surface, 2d, results, steady-state, load, compare o log</translation>
    </message>
    <message>
        <source>When the run finishes, write a report of the result on show and the runs compared with it: one HTML file with its images inside, or a PDF, by the file&apos;s suffix.</source>
        <translation>Al termine dell&apos;esecuzione, scrivi un report del risultato mostrato e delle esecuzioni confrontate con esso: un unico file HTML con le immagini incluse, oppure un PDF, in base all&apos;estensione del file.</translation>
    </message>
    <message>
        <source>--export-report=%1 is neither an .html nor a .pdf file: the suffix chooses the format</source>
        <translation>--export-report=%1 non è né un file .html né un file .pdf: l&apos;estensione determina il formato</translation>
    </message>
    <message>
        <source>--compare-show=%1 is not a view of the Compare tab: use table or ratio</source>
        <translation>--compare-show=%1 non è una vista della scheda Confronto: usa table o ratio</translation>
    </message>
    <message>
        <source>What the Compare tab shows: table (the default) or ratio (the ratio surface).</source>
        <translation>Cosa mostra la scheda Confronto: table (predefinito) o ratio (la superficie dei rapporti).</translation>
    </message>
    <message>
        <source>--export-chart=%1 is neither a .png nor an .svg file: the suffix chooses the format</source>
        <translation>--export-chart=%1 non è né un file .png né un file .svg: è l&apos;estensione a determinare il formato</translation>
    </message>
    <message>
        <source>it is empty: give the file to write</source>
        <translation>valore vuoto: indica il file da scrivere</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>When the run finishes, save the detail window of the point picked (--point), else of the first, as a PNG.</source>
        <translation>Al termine dell&apos;esecuzione, salva come PNG la finestra di dettaglio del punto scelto (--point), altrimenti del primo.</translation>
    </message>
    <message>
        <source>When the run finishes or the result opens, pick this point (1 for the first): the Results table&apos;s current row, in every view.</source>
        <translation>Al termine dell&apos;esecuzione o all&apos;apertura del risultato, sceglie questo punto (1 per il primo): la riga corrente della tabella Risultati, in tutte le viste.</translation>
    </message>
    <message>
        <source>--point=%1 is not a point: give its number, 1 for the first</source>
        <translation>--point=%1 non è un punto: indica il suo numero, 1 per il primo</translation>
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
        <translation>surfio: %1 (vedi surfio --help)</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
    </message>
    <message>
        <source>surfio: there is no display for the workbench: use `surfio run` with the same options for a headless run, or set DISPLAY
</source>
        <translation>surfio: non c&apos;è un display per l&apos;interfaccia grafica: usa `surfio run` con le stesse opzioni per un&apos;esecuzione senza interfaccia, oppure imposta DISPLAY
</translation>
    </message>
    <message>
        <source>surfio: %1 is not a command: use one of %2, or options alone for the workbench (surfio --help)</source>
        <translation>surfio: %1 non è un comando: usa uno tra %2, oppure solo opzioni per l&apos;interfaccia grafica (surfio --help)</translation>
    </message>
    <message>
        <source>Surfio, a storage I/O benchmarking workbench. With a display it opens the workbench; the job options below (fio&apos;s names, as for `surfio run`) fill its matrix and target.
Commands: surfio run [options] runs headless (surfio run --help); surfio presets [NAME] lists the presets or describes one; surfio volumes [SPEC] lists what cloud volumes promise; surfio resume JOURNAL finishes an interrupted run; surfio export-fio [options] writes the matrix as a fio job file; surfio import-fio FILE reads one; surfio compare A.json B.json compares saved results point by point; surfio report RESULT.json --output=FILE.html|FILE.pdf writes a report of one.</source>
        <translation>Surfio, un banco di prova per le prestazioni di I/O dello storage. Con un display apre l&apos;interfaccia grafica; le opzioni di job qui sotto (con i nomi di fio, come per `surfio run`) ne compilano matrice e destinazione.
Comandi: surfio run [opzioni] esegue senza interfaccia grafica (surfio run --help); surfio presets [NOME] elenca i preset o ne descrive uno; surfio volumes [SPEC] elenca cosa promettono i volumi cloud; surfio resume JOURNAL completa un&apos;esecuzione interrotta; surfio export-fio [opzioni] scrive la matrice come file di job di fio; surfio import-fio FILE ne legge uno; surfio compare A.json B.json confronta risultati salvati punto per punto; surfio report RESULT.json --output=FILE.html|FILE.pdf scrive il report di un risultato.</translation>
    </message>
</context>
<context>
    <name>MatrixJson</name>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a whole number from %3 to %4</source>
        <translation>&quot;%1&quot; contiene %2, che non è un numero intero da %3 a %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list, e.g. [1, 2]</source>
        <translation>&quot;%1&quot; dovrebbe essere una lista, ad es. [1, 2]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty: give at least one value</source>
        <translation>&quot;%1&quot; è vuoto: indica almeno un valore</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a time in milliseconds</source>
        <translation>&quot;%1&quot; contiene %2, che non è un tempo in millisecondi</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list of strings</source>
        <translation>&quot;%1&quot; dovrebbe essere una lista di stringhe</translation>
    </message>
    <message>
        <source>&quot;rw&quot; should be a list of patterns, e.g. [&quot;randrw&quot;]</source>
        <translation>&quot;rw&quot; dovrebbe essere una lista di tipi di accesso, ad es. [&quot;randrw&quot;]</translation>
    </message>
    <message>
        <source>&quot;rw&quot; holds &quot;%1&quot;, which is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>&quot;rw&quot; contiene &quot;%1&quot;, che non è un tipo di accesso: usa read, write, randread, randwrite, rw o randrw</translation>
    </message>
    <message>
        <source>&quot;rw&quot; is empty: give at least one pattern</source>
        <translation>&quot;rw&quot; è vuoto: indica almeno un tipo di accesso</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; should be a list of splits, e.g. [&quot;4k/60:64k/40&quot;]</source>
        <translation>&quot;bssplit&quot; dovrebbe essere una lista di suddivisioni, ad es. [&quot;4k/60:64k/40&quot;]</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot;: %1</source>
        <translation>&quot;bssplit&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; holds %1, outside 512 bytes to 64 MiB</source>
        <translation>&quot;bssplit&quot; contiene %1, fuori dall&apos;intervallo da 512 byte a 64 MiB</translation>
    </message>
    <message>
        <source>a sweep has neither &quot;bs&quot; nor &quot;bssplit&quot;: give at least one block size</source>
        <translation>uno sweep non ha né &quot;bs&quot; né &quot;bssplit&quot;: indica almeno una dimensione del blocco</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: check its spelling against the documented format</source>
        <translation>chiave sconosciuta &quot;%1&quot;: controllane l&apos;ortografia rispetto al formato documentato</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2: check its spelling against the documented format</source>
        <translation>chiave sconosciuta &quot;%1&quot; in %2: controllane l&apos;ortografia rispetto al formato documentato</translation>
    </message>
    <message>
        <source>&quot;sweeps&quot; should be a list of at least one sweep</source>
        <translation>&quot;sweeps&quot; dovrebbe essere una lista di almeno uno sweep</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given both at the top and in &quot;sweeps&quot;: put it in each sweep</source>
        <translation>&quot;%1&quot; compare sia al livello principale sia in &quot;sweeps&quot;: mettilo in ogni sweep</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>sweep %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>non è un oggetto</translation>
    </message>
    <message>
        <source>&quot;percentage_random&quot; holds %1, which is not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>&quot;percentage_random&quot; contiene %1, che non è né -1 (il valore del tipo di accesso) né un numero da 0 a 100</translation>
    </message>
    <message>
        <source>&quot;engine&quot; holds &quot;%1&quot;: use auto, io_uring, psync or fio</source>
        <translation>&quot;engine&quot; contiene &quot;%1&quot;: usa auto, io_uring, psync o fio</translation>
    </message>
    <message>
        <source>&quot;order&quot; holds &quot;%1&quot;: use listed, pts or shuffled</source>
        <translation>&quot;order&quot; contiene &quot;%1&quot;: usa listed, pts o shuffled</translation>
    </message>
    <message>
        <source>&quot;precondition&quot; should be true or false</source>
        <translation>&quot;precondition&quot; dovrebbe essere true o false</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; should be an object, e.g. {&quot;enabled&quot;: true}</source>
        <translation>&quot;steady_state&quot; dovrebbe essere un oggetto, ad es. {&quot;enabled&quot;: true}</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;enabled&quot; should be true or false</source>
        <translation>&quot;steady_state&quot; &quot;enabled&quot; dovrebbe essere true o false</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot;: %1</source>
        <translation>&quot;steady_state&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; holds something that is not {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;steady_state&quot; &quot;track&quot; contiene un elemento che non è {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot;: %1</source>
        <translation>&quot;steady_state&quot; &quot;track&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; is empty: give at least one {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;steady_state&quot; &quot;track&quot; è vuoto: indica almeno un {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;hosts&quot; needs &quot;engine&quot;: &quot;fio&quot;: only fio runs on other hosts</source>
        <translation>&quot;hosts&quot; richiede &quot;engine&quot;: &quot;fio&quot;: solo fio può eseguire su altri host</translation>
    </message>
    <message>
        <source>&quot;verify&quot; holds &quot;%1&quot;: use %2</source>
        <translation>&quot;verify&quot; contiene &quot;%1&quot;: usa %2</translation>
    </message>
    <message>
        <source>the lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them or split the matrix</source>
        <translation>le liste danno %1 punti, più dei %2 di una matrice che Surfio esegue: accorciale o dividi la matrice</translation>
    </message>
    <message>
        <source>&quot;cpus_allowed&quot; holds %1, which is not a CPU list: give CPU numbers and ranges as fio&apos;s, e.g. &quot;0-3,5&quot;</source>
        <translation>&quot;cpus_allowed&quot; contiene %1, che non è un elenco di CPU: indica numeri di CPU e intervalli come in fio, ad es. &quot;0-3,5&quot;</translation>
    </message>
    <message>
        <source>&quot;rate_steps&quot; should hold each share once, ascending, e.g. [10, 50, 90]</source>
        <translation>&quot;rate_steps&quot; dovrebbe contenere ogni percentuale una sola volta, in ordine crescente, ad es. [10, 50, 90]</translation>
    </message>
    <message>
        <source>&quot;volume&quot; should be an object: what the provider promised for the volume</source>
        <translation>&quot;volume&quot; deve essere un oggetto: ciò che il fornitore prometteva per il volume</translation>
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
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>IOPS (thousands)</source>
        <translation>IOPS (migliaia)</translation>
    </message>
    <message>
        <source>IOPS (millions)</source>
        <translation>IOPS (milioni)</translation>
    </message>
    <message>
        <source>Mean latency (%1)</source>
        <translation>Latenza media (%1)</translation>
    </message>
    <message>
        <source>p99 latency (%1)</source>
        <translation>Latenza p99 (%1)</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist: create it or name a file in another folder</source>
        <translation>impossibile scrivere %1: la cartella %2 non esiste: creala o indica un file in un&apos;altra cartella</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 is not writable (%3): name a file in a folder you can write to</source>
        <translation>impossibile scrivere %1: la cartella %2 non è scrivibile (%3): indica un file in una cartella in cui puoi scrivere</translation>
    </message>
    <message>
        <source>no program reads the FIFO %1: start its reader first</source>
        <translation>nessun programma legge la FIFO %1: avvia prima il programma che la legge</translation>
    </message>
    <message>
        <source>%1 changed while Surfio was working: check what it is and try again</source>
        <translation>%1 è cambiato mentre Surfio era al lavoro: controlla di cosa si tratta e riprova</translation>
    </message>
    <message>
        <source>an empty file name: name the file to write</source>
        <translation>nome di file vuoto: indica il file da scrivere</translation>
    </message>
    <message>
        <source>%1 is the same file as %2, which is read or measured here: writing there would destroy it; name another file</source>
        <translation>%1 è lo stesso file di %2, che qui viene letto o misurato: scriverci lo distruggerebbe; indica un altro file</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: name a file to write (or a pipe, or /dev/null to throw it away)</source>
        <translation>%1 è %2, non un file: indica un file da scrivere (o una pipe, o /dev/null per scartare l&apos;output)</translation>
    </message>
    <message>
        <source>it was not opened</source>
        <translation>non è stato aperto</translation>
    </message>
    <message>
        <source>%1 cannot be replaced: %2: make it writable (chmod u+w) or name another file</source>
        <translation>%1 non può essere sostituito: %2: rendetelo scrivibile (chmod u+w) o indicate un altro file</translation>
    </message>
    <message>
        <source>%1 is a character device Surfio does not write to: name a file (or a pipe, a terminal, or /dev/null to throw it away)</source>
        <translation>%1 è un dispositivo a caratteri su cui Surfio non scrive: indicate un file (o una pipe, un terminale, o /dev/null per scartarlo)</translation>
    </message>
</context>
<context>
    <name>PointMatch</name>
    <message>
        <source>&apos;%1&apos; is not a key points are matched on; they are %2</source>
        <translation>&apos;%1&apos; non è una chiave su cui si abbinano i punti; le chiavi sono %2</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>line %1, column %2</source>
        <translation>riga %1, colonna %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: a preset is a JSON object {&quot;surfio_preset&quot;: 1, ...}, not a list or a value</source>
        <translation>%1: un preset è un oggetto JSON {&quot;surfio_preset&quot;: 1, ...}, non una lista o un valore</translation>
    </message>
    <message>
        <source>%1: &quot;surfio_preset&quot; is missing or not %2: not a Surfio preset, or one from a newer version</source>
        <translation>%1: &quot;surfio_preset&quot; manca o non vale %2: non è un preset di Surfio, oppure viene da una versione più recente</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; should be a string</source>
        <translation>%1: &quot;%2&quot; dovrebbe essere una stringa</translation>
    </message>
    <message>
        <source>%1: &quot;points&quot; should be a whole number, the points of one round</source>
        <translation>%1: &quot;points&quot; dovrebbe essere un numero intero, i punti di un ciclo</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot; is missing or not an object</source>
        <translation>%1: &quot;matrix&quot; manca o non è un oggetto</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot;: %2</source>
        <translation>%1: &quot;matrix&quot;: %2</translation>
    </message>
    <message>
        <source>there is no preset &quot;%1&quot;: the presets are %2 (surfio presets describes them)</source>
        <translation>il preset &quot;%1&quot; non esiste: i preset sono %2 (surfio presets li descrive)</translation>
    </message>
    <message>
        <source>cannot save the preset %1: the directory %2 cannot be created</source>
        <translation>impossibile salvare il preset %1: non si riesce a creare la directory %2</translation>
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
        <translation>fino a io_size</translation>
    </message>
    <message>
        <source>split %1</source>
        <translation>suddivisione %1</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>lettura sequenziale</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>scrittura sequenziale</translation>
    </message>
    <message>
        <source>random read</source>
        <translation>lettura casuale</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>scrittura casuale</translation>
    </message>
    <message>
        <source>sequential read/write</source>
        <translation>lettura/scrittura sequenziale</translation>
    </message>
    <message>
        <source>random read/write</source>
        <translation>lettura/scrittura casuale</translation>
    </message>
    <message>
        <source> at %1 % read</source>
        <translation> con %1 % di letture</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n job</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 job</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s))</source>
        <translation>
            <numerusform>(%n punto)</numerusform>
            <numerusform>(%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>as listed</source>
        <translation>come elencato</translation>
    </message>
    <message>
        <source>SNIA PTS (mix outer, block size descending inner)</source>
        <translation>SNIA PTS (per ogni mix, dimensioni del blocco in ordine decrescente)</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>ordine: %1</translation>
    </message>
    <message>
        <source>%1 runs of each point, back to back</source>
        <translation>%1 esecuzioni di ogni punto, una di seguito all&apos;altra</translation>
    </message>
    <message>
        <source>the region written twice in 128 KiB sequential writes first</source>
        <translation>prima l&apos;area viene scritta due volte con scritture sequenziali da 128 KiB</translation>
    </message>
    <message>
        <source>%1 at %2 % read</source>
        <translation>%1 con %2 % di letture</translation>
    </message>
    <message>
        <source>rounds until the IOPS of %1 are steady over the last %2 rounds, at most %3</source>
        <translation>cicli finché gli IOPS di %1 non sono stabili negli ultimi %2 cicli, al massimo %3</translation>
    </message>
    <message>
        <source>after %1 s of ramp</source>
        <translation>dopo %1 s di rampa</translation>
    </message>
    <message>
        <source>or until each job has moved %1</source>
        <translation>o finché ogni job non ha trasferito %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>area %1</translation>
    </message>
    <message>
        <source>region: the whole file or device (give --size for a new file)</source>
        <translation>area: l&apos;intero file o dispositivo (indica --size per un file nuovo)</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>I/O diretto</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>I/O bufferizzato</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>integrato</translation>
    </message>
    <message>
        <source>own, replaces the built-in</source>
        <translation>tuo, sostituisce quello integrato</translation>
    </message>
    <message>
        <source>own</source>
        <translation>tuo</translation>
    </message>
    <message>
        <source>%1 × ≤%2</source>
        <translation>%1 × ≤%2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Times are one round from runtime and ramp (× rounds until steady state); laying out and preconditioning the region come on top.
Your own presets: %1. surfio presets NAME describes one.</source>
        <translation>I tempi sono quelli di un ciclo, da durata e rampa (× i cicli fino allo stato stazionario); il riempimento iniziale e il precondizionamento dell&apos;area sono in più.
I tuoi preset: %1. surfio presets NOME ne descrive uno.</translation>
    </message>
    <message>
        <source>surfio presets: skipped %1</source>
        <translation>surfio presets: ignorato %1</translation>
    </message>
    <message>
        <source>surfio presets: %1</source>
        <translation>surfio presets: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a round</source>
        <translation>
            <numerusform>%n punto per ciclo</numerusform>
            <numerusform>%n punti per ciclo</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file says %1)</source>
        <translation>(il file indica %1)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>circa %1</translation>
    </message>
    <message>
        <source>a round, up to %1 rounds</source>
        <translation>per ciclo, fino a %1 cicli</translation>
    </message>
    <message>
        <source>Points: %1, %2</source>
        <translation>Punti: %1, %2</translation>
    </message>
    <message>
        <source>Each point: %1</source>
        <translation>Ogni punto: %1</translation>
    </message>
    <message>
        <source>Sweeps:</source>
        <translation>Sweep:</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Metodo: %1</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>Origine: %1 (%2)</translation>
    </message>
    <message>
        <source>Run it: surfio run --preset=%1 --filename=TARGET (other options change it, e.g. --runtime=5s for a quick look, which the result records as shrunk)</source>
        <translation>Per eseguirlo: surfio run --preset=%1 --filename=DESTINAZIONE (altre opzioni lo modificano, ad es. --runtime=5s per una verifica rapida, che il risultato registra come versione ridotta)</translation>
    </message>
    <message>
        <source>Lists the presets, built-in and your own, or describes one: what it measures, where its parameters come from, its sweeps and method.</source>
        <translation>Elenca i preset, integrati e tuoi, oppure ne descrive uno: cosa misura, da dove vengono i suoi parametri, i suoi sweep e il metodo.</translation>
    </message>
    <message>
        <source>The preset to describe.</source>
        <translation>Il preset da descrivere.</translation>
    </message>
    <message>
        <source>surfio presets: give one preset name, not %1</source>
        <translation>surfio presets: indica un solo nome di preset, non %1</translation>
    </message>
    <message>
        <source>reads verified (crc32c)</source>
        <translation>letture verificate (crc32c)</translation>
    </message>
    <message>
        <source>on the first %1 targets: </source>
        <translation>sulle prime %1 destinazioni: </translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The report to write: FILE.html (one file, images inside) or FILE.pdf.</source>
        <translation>Il report da scrivere: FILE.html (un unico file, immagini incluse) o FILE.pdf.</translation>
    </message>
    <message>
        <source>A saved result to compare against RESULT point by point (as surfio compare does); repeat it, or list more files after RESULT, for several.</source>
        <translation>Un risultato salvato da confrontare punto per punto con RESULT (come fa surfio compare); ripeti l&apos;opzione, o elenca altri file dopo RESULT, per confrontarne più d&apos;uno.</translation>
    </message>
    <message>
        <source>A saved result, Surfio&apos;s or fio&apos;s JSON; more files are compared with it.</source>
        <translation>Un risultato salvato, JSON di Surfio o di fio; gli altri file vengono confrontati con esso.</translation>
    </message>
    <message>
        <source>surfio report: %1</source>
        <translation>surfio report: %1</translation>
    </message>
    <message>
        <source>give the saved result to report on: surfio report RESULT.json --output=FILE.html</source>
        <translation>indica il risultato salvato di cui fare il report: surfio report RESULT.json --output=FILE.html</translation>
    </message>
    <message>
        <source>give --output=FILE.html or --output=FILE.pdf: the suffix chooses the format</source>
        <translation>indica --output=FILE.html o --output=FILE.pdf: l&apos;estensione determina il formato</translation>
    </message>
    <message>
        <source>surfio report: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio report: %1 (indica un risultato salvato da surfio run --output-format=json o dall&apos;interfaccia grafica, oppure l&apos;output --output-format=json di fio)</translation>
    </message>
    <message>
        <source>Writes one self-contained report of a saved result, HTML or PDF: a summary with the analysis&apos;s verdicts, the surface and 2D charts, the table, the flagged points, the comparison with other runs when given, and how it was measured, with the fio job file that reproduces it.</source>
        <translation>Scrive un report autonomo di un risultato salvato, in HTML o PDF: un riepilogo con i verdetti dell&apos;analisi, la superficie e i grafici 2D, la tabella, i punti segnalati, il confronto con altre esecuzioni se indicate, e le condizioni di misura, con il file di job fio che riproduce l&apos;esecuzione.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>File scritto: %1</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
</context>
<context>
    <name>ResultFileName</name>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation>Impossibile creare %1: %2</translation>
    </message>
    <message>
        <source>%1 already holds %2 results named after %3</source>
        <translation>%1 contiene già %2 risultati con il nome di %3</translation>
    </message>
    <message>
        <source>%1 cannot be created</source>
        <translation>Impossibile creare %1</translation>
    </message>
</context>
<context>
    <name>ResultJson</name>
    <message>
        <source>a point has no &quot;spec&quot; object</source>
        <translation>un punto non ha l&apos;oggetto &quot;spec&quot;</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has no valid &quot;bs&quot;, &quot;iodepth&quot; or &quot;numjobs&quot;</source>
        <translation>lo &quot;spec&quot; di un punto non ha &quot;bs&quot;, &quot;iodepth&quot; o &quot;numjobs&quot; validi</translation>
    </message>
    <message>
        <source>a point has a negative &quot;point&quot;, &quot;trial&quot; or &quot;round&quot;</source>
        <translation>un punto ha &quot;point&quot;, &quot;trial&quot; o &quot;round&quot; negativo</translation>
    </message>
    <message>
        <source>not a Surfio result (no &quot;format&quot;: &quot;surfio-result&quot;)</source>
        <translation>non è un risultato di Surfio (manca &quot;format&quot;: &quot;surfio-result&quot;)</translation>
    </message>
    <message>
        <source>result format version %1 is not one this Surfio reads (up to %2): update Surfio</source>
        <translation>la versione %1 del formato del risultato non è tra quelle che questo Surfio sa leggere (fino alla %2): aggiorna Surfio</translation>
    </message>
    <message>
        <source>no &quot;matrix&quot;: a format %1 result records the matrix it ran</source>
        <translation>manca &quot;matrix&quot;: un risultato nel formato %1 registra la matrice eseguita</translation>
    </message>
    <message>
        <source>&quot;matrix&quot;: %1</source>
        <translation>&quot;matrix&quot;: %1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>non è un oggetto</translation>
    </message>
    <message>
        <source>&quot;%1&quot;[%2]: %3</source>
        <translation>&quot;%1&quot;[%2]: %3</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 è danneggiato alla riga %2: %3</translation>
    </message>
    <message>
        <source>%1 is not a Surfio result: it holds no JSON object</source>
        <translation>%1 non è un risultato di Surfio: non contiene alcun oggetto JSON</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>latency bin &quot;%1&quot; is not a latency in whole nanoseconds</source>
        <translation>il bin di latenza &quot;%1&quot; non è una latenza in nanosecondi interi</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; di un punto: %2</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;rwmixread&quot; %1, not a percentage from 0 to 100</source>
        <translation>lo &quot;spec&quot; di un punto ha &quot;rwmixread&quot; %1, che non è una percentuale da 0 a 100</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;percentage_random&quot; %1, not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>lo &quot;spec&quot; di un punto ha &quot;percentage_random&quot; %1, che non è né -1 (il valore del tipo di accesso) né un numero da 0 a 100</translation>
    </message>
    <message>
        <source>the points make no valid matrix: %1</source>
        <translation>i punti non formano una matrice valida: %1</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot;: %1</source>
        <translation>&quot;spec&quot; di un punto: %1</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>%1% read</source>
        <translation>%1% lett.</translation>
    </message>
    <message>
        <source>Preset %1, shrunk for a quick look: %2 per point of the intended %3, region %4 of %5
</source>
        <translation>Preset %1, ridotto per una verifica rapida: %2 per punto invece dei %3 previsti, area %4 invece di %5
</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>la dimensione della destinazione</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime and region
</source>
        <translation>Preset %1, con la durata e l&apos;area previste
</translation>
    </message>
    <message>
        <source>Order: SNIA PTS (mix outer, block size descending inner)
</source>
        <translation>Ordine: SNIA PTS (per ogni mix, dimensioni del blocco in ordine decrescente)
</translation>
    </message>
    <message>
        <source>Order: shuffled with seed %1
</source>
        <translation>Ordine: casuale con seme %1
</translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %n time(s) in a row; the summary gives the means and spread
</source>
        <translation>
            <numerusform>Ogni punto viene eseguito %n volta di seguito; il riepilogo riporta medie e dispersione
</numerusform>
            <numerusform>Ogni punto viene eseguito %n volte di seguito; il riepilogo riporta medie e dispersione
</numerusform>
        </translation>
    </message>
    <message>
        <source>Preconditioned: the region written twice with 128 KiB sequential writes
</source>
        <translation>Precondizionato: l&apos;area è stata scritta due volte con scritture sequenziali da 128 KiB
</translation>
    </message>
    <message numerus="yes">
        <source>Steady state not judged: the run ended after %n round(s), before a window of %1; figures are the means of every round
</source>
        <translation>
            <numerusform>Stato stazionario non valutato: l&apos;esecuzione è terminata dopo %n ciclo, prima di una finestra di %1; i valori sono le medie di tutti i cicli
</numerusform>
            <numerusform>Stato stazionario non valutato: l&apos;esecuzione è terminata dopo %n cicli, prima di una finestra di %1; i valori sono le medie di tutti i cicli
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state reached after %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>Stato stazionario raggiunto dopo %n ciclo; i valori sono le medie dei cicli da %1 a %2
</numerusform>
            <numerusform>Stato stazionario raggiunto dopo %n cicli; i valori sono le medie dei cicli da %1 a %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state not reached in %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>Stato stazionario non raggiunto in %n ciclo; i valori sono le medie dei cicli da %1 a %2
</numerusform>
            <numerusform>Stato stazionario non raggiunto in %n cicli; i valori sono le medie dei cicli da %1 a %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine note: %1
</source>
        <translation>Nota sul motore: %1
</translation>
    </message>
    <message>
        <source>Target %1 on %2: checked and laid out by fio there
</source>
        <translation>Destinazione %1 su %2: verificata e preparata da fio sul posto
</translation>
    </message>
    <message>
        <source>Target %1 (%2%3): region %4 at offset %5, alignment %6 B from %7; %8
</source>
        <translation>Destinazione %1 (%2%3): area %4 all&apos;offset %5, allineamento %6 B da %7; %8
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
        <translation>mix</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>job</translation>
    </message>
    <message>
        <source>read IOPS</source>
        <translation>IOPS lett.</translation>
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
        <translation>IOPS scr.</translation>
    </message>
    <message>
        <source>(trial %1)</source>
        <translation>(prova %1)</translation>
    </message>
    <message>
        <source>(round %1)</source>
        <translation>(ciclo %1)</translation>
    </message>
    <message>
        <source>(stopped)</source>
        <translation>(fermato)</translation>
    </message>
    <message>
        <source>%1 IOPS, %2 MiB/s, mean %3</source>
        <translation>%1 IOPS, %2 MiB/s, media %3</translation>
    </message>
    <message>
        <source>      on %1: read %2 | write %3</source>
        <translation>      su %1: lettura %2 | scrittura %3</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>esec</translation>
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
        <translation>! instabile (CV &gt; %1%)</translation>
    </message>
    <message>
        <source>direct I/O on</source>
        <translation>I/O diretto attivo</translation>
    </message>
    <message>
        <source>direct I/O off</source>
        <translation>I/O diretto disattivato</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · kernel %4 · %5
</source>
        <translation>Surfio %1 · motore %2 · %3 · kernel %4 · %5
</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · on the fio servers %4
</source>
        <translation>Surfio %1 · motore %2 · %3 · sui server fio %4
</translation>
    </message>
    <message>
        <source>, reads verified (crc32c)</source>
        <translation>, letture verificate (crc32c)</translation>
    </message>
    <message>
        <source>! verify checked nothing (%1)</source>
        <translation>! nessuna lettura verificata (%1)</translation>
    </message>
    <message>
        <source>(verify: %1)</source>
        <translation>(verifica: %1)</translation>
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
        <translation>QD dis</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job: %2 % of unthrottled)</source>
        <translation>(velocità %1 IOPS per job: %2 % di quella senza limite)</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job)</source>
        <translation>(velocità %1 IOPS per job)</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime on the whole target: region %2 of the intended %3 (a preset&apos;s region is up to its size)
</source>
        <translation>Preset %1, alla durata prevista, sull&apos;intera destinazione: area di %2 dei %3 previsti (l&apos;area di un preset arriva fino alla sua dimensione)
</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1 (l&apos;intera destinazione)</translation>
    </message>
    <message numerus="yes">
        <source>(on %n target(s))</source>
        <translation>
            <numerusform>(su %n destinazione)</numerusform>
            <numerusform>(su %n destinazioni)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>surfio run: preset %1 shrunk for a quick look: %2 per point of the intended %3, region %4 of %5; the result records it</source>
        <translation>surfio run: preset %1 ridotto per una verifica rapida: %2 per punto invece dei %3 previsti, area %4 invece di %5; il risultato lo registra</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>la dimensione della destinazione</translation>
    </message>
    <message>
        <source>surfio run: %1</source>
        <translation>surfio run: %1</translation>
    </message>
    <message>
        <source>surfio run: every finished point is in %1; resume it with `surfio resume %1`</source>
        <translation>surfio run: ogni punto completato è in %1; riprendi l&apos;esecuzione con `surfio resume %1`</translation>
    </message>
    <message>
        <source>surfio run: the run is incomplete; `surfio resume %1` runs what is missing</source>
        <translation>surfio run: l&apos;esecuzione è incompleta; `surfio resume %1` esegue ciò che manca</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the run failed: %1 (%n finished point(s) written)</source>
        <translation>
            <numerusform>surfio run: l&apos;esecuzione non è riuscita: %1 (%n punto completato scritto)</numerusform>
            <numerusform>surfio run: l&apos;esecuzione non è riuscita: %1 (%n punti completati scritti)</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: %1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1`, or remove it to start over</source>
        <translation>surfio run: %1 esiste: appartiene a un&apos;esecuzione interrotta. Riprendila con `surfio resume %1`, oppure eliminalo per ricominciare da capo</translation>
    </message>
    <message>
        <source>Resumes an interrupted run from its journal (RESULT.journal, next to the result file): runs only the points that are missing and writes the whole result to the original output file.</source>
        <translation>Riprende un&apos;esecuzione interrotta dal suo journal (RISULTATO.journal, accanto al file del risultato): esegue solo i punti mancanti e scrive il risultato completo nel file di output originale.</translation>
    </message>
    <message>
        <source>The journal of the interrupted run.</source>
        <translation>Il journal dell&apos;esecuzione interrotta.</translation>
    </message>
    <message>
        <source>Allow writing to a block device, as the interrupted run did.</source>
        <translation>Consente di scrivere su un dispositivo a blocchi, come faceva l&apos;esecuzione interrotta.</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>Con --allow-write-device: scrive anche sopra una firma di filesystem o di partizione.</translation>
    </message>
    <message>
        <source>surfio resume: give the journal of the interrupted run, e.g. surfio resume result.json.journal</source>
        <translation>surfio resume: indica il journal dell&apos;esecuzione interrotta, ad es. surfio resume result.json.journal</translation>
    </message>
    <message>
        <source>surfio resume: %1</source>
        <translation>surfio resume: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio resume: %n run(s) already finished; writing to %1</source>
        <translation>
            <numerusform>surfio resume: %n esecuzione già completata; scrittura in %1</numerusform>
            <numerusform>surfio resume: %n esecuzioni già completate; scrittura in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: warning: point %1: %2</source>
        <translation>surfio run: avviso: punto %1: %2</translation>
    </message>
    <message>
        <source>Runs a job or a matrix of jobs headless. Options take fio&apos;s names; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops and --rw take comma lists, whose cross product is the matrix. With no options: a quick run of 3 block sizes x 3 mixes against a scratch file in the temp directory.</source>
        <translation>Esegue un job o una matrice di job senza interfaccia grafica. Le opzioni usano i nomi di fio; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops e --rw accettano liste separate da virgole, il cui prodotto cartesiano è la matrice. Senza opzioni: un&apos;esecuzione rapida di 3 dimensioni del blocco x 3 mix su un file temporaneo nella directory temporanea.</translation>
    </message>
    <message>
        <source>cannot write stdout: %1</source>
        <translation>impossibile scrivere sullo standard output: %1</translation>
    </message>
    <message>
        <source>surfio run: the finished points could not be kept either: %1</source>
        <translation>surfio run: non è stato possibile conservare nemmeno i punti completati: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the %n finished run(s) are kept in %1</source>
        <translation>
            <numerusform>surfio run: %n esecuzione completata è conservata in %1</numerusform>
            <numerusform>surfio run: le %n esecuzioni completate sono conservate in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: standard output is closed, so the result would be lost: give --output=FILE</source>
        <translation>surfio run: lo standard output è chiuso, quindi il risultato andrebbe perso: indica --output=FILE</translation>
    </message>
    <message>
        <source>surfio run: --output: %1</source>
        <translation>surfio run: --output: %1</translation>
    </message>
    <message>
        <source>Never ask for a password: a block device this user may not open is opened by UDisks2 only where a polkit rule allows it without asking; else the run stops before it starts.</source>
        <translation>Non chiedere mai una password: un dispositivo a blocchi che questo utente non può aprire viene aperto da UDisks2 solo dove una regola polkit lo consente senza chiedere; altrimenti l’esecuzione si ferma prima di iniziare.</translation>
    </message>
    <message>
        <source>surfio run: preset %1 runs on the whole target, %2, as it is smaller than the preset&apos;s region of %3; the result records it</source>
        <translation>surfio run: il preset %1 gira sull&apos;intera destinazione, %2, più piccola della sua area di %3; il risultato lo registra</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1 (l&apos;intera destinazione)</translation>
    </message>
    <message>
        <source>surfio run: --volume=%1 is for a volume of %2, and the target %3 is %4: the verdicts hold for the target only if it stands in for such a volume</source>
        <translation>surfio run: --volume=%1 vale per un volume di %2, e la destinazione %3 è di %4: i verdetti valgono per la destinazione solo se fa le veci di un tale volume</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped by a signal; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: fermato da un segnale; ciò che ha misurato fin lì è scritto: %n punto</numerusform>
            <numerusform>surfio run: fermato da un segnale; ciò che ha misurato fin lì è scritto: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: fermato; ciò che ha misurato fin lì è scritto: %n punto</numerusform>
            <numerusform>surfio run: fermato; ciò che ha misurato fin lì è scritto: %n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k</source>
        <translation>--%1=%2 non è una dimensione: usa un numero con un suffisso k, m, g o t facoltativo, ad es. --%1=4k</translation>
    </message>
    <message>
        <source>--%1=%2 is not a whole number from %3 to %4</source>
        <translation>--%1=%2 non è un numero intero da %3 a %4</translation>
    </message>
    <message>
        <source>Target file or block device; repeat or separate with &apos;:&apos; for several.</source>
        <translation>File o dispositivo a blocchi di destinazione; ripeti l&apos;opzione o separa con &apos;:&apos; per indicarne più d&apos;uno.</translation>
    </message>
    <message>
        <source>Directory for a scratch file, removed afterwards (see --keep).</source>
        <translation>Directory per un file temporaneo, eliminato al termine (vedi --keep).</translation>
    </message>
    <message>
        <source>read, write, randread, randwrite, rw or randrw (comma list). Default randread.</source>
        <translation>read, write, randread, randwrite, rw o randrw (lista separata da virgole). Predefinito: randread.</translation>
    </message>
    <message>
        <source>Block size, 512 to 64m (comma list). Default 4k.</source>
        <translation>Dimensione del blocco, da 512 a 64m (lista separata da virgole). Predefinita: 4k.</translation>
    </message>
    <message>
        <source>Percentage of reads for rw/randrw, 0-100 (comma list). Default 50.</source>
        <translation>Percentuale di letture per rw/randrw, 0-100 (lista separata da virgole). Predefinita: 50.</translation>
    </message>
    <message>
        <source>Percentage of writes for rw/randrw (instead of --rwmixread).</source>
        <translation>Percentuale di scritture per rw/randrw (al posto di --rwmixread).</translation>
    </message>
    <message>
        <source>Share of random I/Os, 0-100 (Iometer&apos;s % random); default from --rw.</source>
        <translation>Quota di I/O casuali, 0-100 (il % random di Iometer); per default dipende da --rw.</translation>
    </message>
    <message>
        <source>I/Os in flight per job, 1-65536 (comma list). Default 1.</source>
        <translation>I/O pendenti per job, 1-65536 (lista separata da virgole). Predefinito: 1.</translation>
    </message>
    <message>
        <source>Worker threads, 1-256 (comma list). Default 1.</source>
        <translation>Thread di lavoro, 1-256 (lista separata da virgole). Predefinito: 1.</translation>
    </message>
    <message>
        <source>Region size; default: the file or device, or 1g for a new file.</source>
        <translation>Dimensione dell&apos;area; predefinita: l&apos;intero file o dispositivo, oppure 1g per un file nuovo.</translation>
    </message>
    <message>
        <source>Region start. Default 0.</source>
        <translation>Inizio dell&apos;area. Predefinito: 0.</translation>
    </message>
    <message>
        <source>Measured time per point (s, or ms/s/m/h suffix). Default 10s.</source>
        <translation>Tempo misurato per punto (s, o suffisso ms/s/m/h). Predefinito: 10s.</translation>
    </message>
    <message>
        <source>Unmeasured warm-up per point. Default 0.</source>
        <translation>Riscaldamento non misurato per punto. Predefinito: 0.</translation>
    </message>
    <message>
        <source>Bytes per job after which a point ends (with --runtime: whichever comes first).</source>
        <translation>Byte per job dopo i quali un punto termina (con --runtime: al primo dei due limiti raggiunto).</translation>
    </message>
    <message>
        <source>1: direct I/O (default), 0: through the page cache.</source>
        <translation>1: I/O diretto (predefinito), 0: attraverso la cache delle pagine.</translation>
    </message>
    <message>
        <source>Seed for offsets and mixes; the same seed repeats the same I/O.</source>
        <translation>Seme per offset e mix; lo stesso seme ripete lo stesso I/O.</translation>
    </message>
    <message>
        <source>auto (io_uring, psync if unavailable), io_uring, psync, or fio (the installed fio runs each point).</source>
        <translation>auto (io_uring, psync se non disponibile), io_uring, psync o fio (il fio installato esegue ogni punto).</translation>
    </message>
    <message>
        <source>Run each point through fio on a host that runs fio --server (host or host:port, default port 8765); repeat for several hosts. Implies --engine=fio; targets are paths on the hosts.</source>
        <translation>Esegue ogni punto tramite fio su un host dove gira fio --server (host o host:porta, porta predefinita 8765); ripeti per più host. Implica --engine=fio; le destinazioni sono percorsi sugli host.</translation>
    </message>
    <message>
        <source>Time series resolution. Default 100ms.</source>
        <translation>Risoluzione della serie temporale. Predefinita: 100ms.</translation>
    </message>
    <message>
        <source>Block-size split as fio&apos;s, e.g. 4k/60:64k/30:1m/10: one more block-size column; repeat for several.</source>
        <translation>Suddivisione delle dimensioni del blocco come in fio, ad es. 4k/60:64k/30:1m/10: una colonna di dimensione del blocco in più; ripeti per più suddivisioni.</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps each and reports mean, spread and CV. Default 1.</source>
        <translation>Esecuzioni di ogni punto, una di seguito all&apos;altra; il risultato le conserva tutte e riporta media, dispersione e CV. Predefinito: 1.</translation>
    </message>
    <message>
        <source>Point order: listed (default), pts (mix outer, block size descending) or shuffled.</source>
        <translation>Ordine dei punti: listed (predefinito), pts (per ogni mix, dimensioni del blocco decrescenti) o shuffled.</translation>
    </message>
    <message>
        <source>Seed of the shuffled order; default: a new one, recorded in the result.</source>
        <translation>Seme dell&apos;ordine casuale; predefinito: uno nuovo, registrato nel risultato.</translation>
    </message>
    <message>
        <source>First write the region twice with 128 KiB sequential writes (SNIA PTS).</source>
        <translation>Prima scrive due volte l&apos;area con scritture sequenziali da 128 KiB (SNIA PTS).</translation>
    </message>
    <message>
        <source>Repeat the matrix in rounds until steady state (SNIA PTS: last 5 rounds within 20 % range and 10 % slope).</source>
        <translation>Ripete la matrice a cicli fino allo stato stazionario (SNIA PTS: ultimi 5 cicli entro un&apos;ampiezza del 20 % e una pendenza del 10 %).</translation>
    </message>
    <message>
        <source>Tracking variable for --steady-state: block size/read %, e.g. 4k/0 (default); repeat for several.</source>
        <translation>Variabile monitorata per --steady-state: dimensione del blocco/% letture, ad es. 4k/0 (predefinita); ripeti per più variabili.</translation>
    </message>
    <message>
        <source>Most rounds for --steady-state. Default 25.</source>
        <translation>Numero massimo di cicli per --steady-state. Predefinito: 25.</translation>
    </message>
    <message>
        <source>Start from a preset (see surfio presets) or a preset file (.json); other options change it.</source>
        <translation>Parte da un preset (vedi surfio presets) o da un file di preset (.json); le altre opzioni lo modificano.</translation>
    </message>
    <message>
        <source>Run a saved result&apos;s matrix again, on its targets or those given.</source>
        <translation>Esegue di nuovo la matrice di un risultato salvato, sulle sue destinazioni o su quelle indicate.</translation>
    </message>
    <message>
        <source>normal, json or csv.</source>
        <translation>normal, json o csv.</translation>
    </message>
    <message>
        <source>Write the result to this file instead of standard output.</source>
        <translation>Scrive il risultato in questo file invece che sullo standard output.</translation>
    </message>
    <message>
        <source>Allow writing to a block device (never to a mounted or busy one).</source>
        <translation>Consente di scrivere su un dispositivo a blocchi (mai su uno montato o occupato).</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>Con --allow-write-device: scrive anche sopra una firma di filesystem o di partizione.</translation>
    </message>
    <message>
        <source>Keep a --directory scratch file (its layout is reused only through --filename).</source>
        <translation>Conserva il file temporaneo di --directory (il suo contenuto già preparato viene riutilizzato solo tramite --filename).</translation>
    </message>
    <message>
        <source>give --preset or --rerun, not both</source>
        <translation>indica --preset o --rerun, non entrambi</translation>
    </message>
    <message>
        <source>--preset: %1</source>
        <translation>--preset: %1</translation>
    </message>
    <message>
        <source>--rerun needs a saved result, e.g. --rerun=result.json</source>
        <translation>--rerun richiede un risultato salvato, ad es. --rerun=result.json</translation>
    </message>
    <message>
        <source>--rerun: %1</source>
        <translation>--rerun: %1</translation>
    </message>
    <message>
        <source>--client needs a host, e.g. --client=server1 or --client=10.0.0.5:8765</source>
        <translation>--client richiede un host, ad es. --client=server1 o --client=10.0.0.5:8765</translation>
    </message>
    <message>
        <source>--directory=%1 does not exist: create it or pick another directory</source>
        <translation>--directory=%1 non esiste: creala o scegli un&apos;altra directory</translation>
    </message>
    <message>
        <source>--directory=%1 is not a directory: use --filename for a file or device</source>
        <translation>--directory=%1 non è una directory: usa --filename per un file o un dispositivo</translation>
    </message>
    <message>
        <source>--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>--rw=%1 non è un tipo di accesso: usa read, write, randread, randwrite, rw o randrw</translation>
    </message>
    <message>
        <source>give --rwmixread or --rwmixwrite, not both</source>
        <translation>indica --rwmixread o --rwmixwrite, non entrambi</translation>
    </message>
    <message>
        <source>--%1=%2 is outside 0 to 100: give a percentage</source>
        <translation>--%1=%2 è fuori dall&apos;intervallo da 0 a 100: indica una percentuale</translation>
    </message>
    <message>
        <source>--bssplit=%1: Surfio has one split for reads and writes; repeat --bssplit for several columns</source>
        <translation>--bssplit=%1: Surfio ha una sola suddivisione per letture e scritture; ripeti --bssplit per più colonne</translation>
    </message>
    <message>
        <source>--bssplit: %1</source>
        <translation>--bssplit: %1</translation>
    </message>
    <message>
        <source>--order=%1 is not an order: use listed, pts or shuffled</source>
        <translation>--order=%1 non è un ordine: usa listed, pts o shuffled</translation>
    </message>
    <message>
        <source>--order-seed only goes with --order=shuffled</source>
        <translation>--order-seed vale solo con --order=shuffled</translation>
    </message>
    <message>
        <source>--steady-track=%1 is not block size/read %, e.g. --steady-track=4k/0</source>
        <translation>--steady-track=%1 non è nella forma dimensione del blocco/% letture, ad es. --steady-track=4k/0</translation>
    </message>
    <message>
        <source>--steady-track and --steady-rounds only go with --steady-state</source>
        <translation>--steady-track e --steady-rounds valgono solo con --steady-state</translation>
    </message>
    <message>
        <source>--engine=%1 is not an engine: use auto, io_uring, psync or fio</source>
        <translation>--engine=%1 non è un motore: usa auto, io_uring, psync o fio</translation>
    </message>
    <message>
        <source>--client runs fio on other hosts: leave out --engine=%1, or give --engine=fio</source>
        <translation>--client esegue fio su altri host: ometti --engine=%1, oppure indica --engine=fio</translation>
    </message>
    <message>
        <source>--force only goes with --allow-write-device</source>
        <translation>--force vale solo con --allow-write-device</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 non è un formato: usa normal, json o csv</translation>
    </message>
    <message>
        <source>off (default) or crc32c: writes carry a checksummed header every 512 bytes, reads check it and a mismatch fails the point (costs CPU per I/O).</source>
        <translation>off (predefinito) o crc32c: le scritture portano un&apos;intestazione con checksum ogni 512 byte, le letture la controllano e una discrepanza fa fallire il punto (costa CPU per I/O).</translation>
    </message>
    <message>
        <source>the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them</source>
        <translation>gli elenchi separati da virgole danno %1 punti, più dei %2 di una matrice che Surfio esegue: accorciali</translation>
    </message>
    <message>
        <source>--verify=%1 is not a verify kind: use %2</source>
        <translation>--verify=%1 non è un tipo di verifica: usa %2</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 is not a CPU list: give CPU numbers and ranges separated by commas, as fio&apos;s, e.g. --cpus_allowed=0-3,5</source>
        <translation>--cpus_allowed=%1 non è un elenco di CPU: indica numeri di CPU e intervalli separati da virgole, come in fio, ad es. --cpus_allowed=0-3,5</translation>
    </message>
    <message>
        <source>1 (or the option alone): a kernel thread polls io_uring&apos;s submission queue (SQPOLL), so submitting takes no system call but keeps a CPU busy. Default 0.</source>
        <translation>1 (o l&apos;opzione da sola): un thread del kernel interroga la coda di sottomissione di io_uring (SQPOLL), quindi sottomettere non richiede chiamate di sistema ma tiene occupata una CPU. Predefinito 0.</translation>
    </message>
    <message>
        <source>The CPU that kernel thread runs on, with --sqthread_poll. Default: any.</source>
        <translation>La CPU su cui gira quel thread del kernel, con --sqthread_poll. Predefinito: qualsiasi.</translation>
    </message>
    <message>
        <source>1 (or the option alone): poll for completions (io_uring IOPOLL) rather than wait for interrupts; needs --direct=1 and a device with poll queues. Default 0.</source>
        <translation>1 (o l&apos;opzione da sola): interroga i completamenti (IOPOLL di io_uring) invece di attendere gli interrupt; servono --direct=1 e un dispositivo con code di polling. Predefinito 0.</translation>
    </message>
    <message>
        <source>1: registered I/O buffers (the default; fio&apos;s is 0), 0: plain ones.</source>
        <translation>1: buffer di I/O registrati (il predefinito; quello di fio è 0), 0: buffer normali.</translation>
    </message>
    <message>
        <source>1: registered files (the default; fio&apos;s is 0), 0: plain file descriptors.</source>
        <translation>1: file registrati (il predefinito; quello di fio è 0), 0: descrittori di file normali.</translation>
    </message>
    <message>
        <source>I/Os submitted at once, up to --iodepth (also --iodepth_batch, as fio); 0 (default): Surfio&apos;s own rule (fio&apos;s 0 means --iodepth).</source>
        <translation>I/O sottomessi in una volta, fino a --iodepth (anche --iodepth_batch, come in fio); 0 (predefinito): la regola di Surfio (lo 0 di fio significa --iodepth).</translation>
    </message>
    <message>
        <source>Completions each wait asks for, 1 to --iodepth (also --iodepth_batch_complete, as fio). Default 1.</source>
        <translation>Completamenti che ogni attesa richiede, da 1 a --iodepth (anche --iodepth_batch_complete, come in fio). Predefinito 1.</translation>
    </message>
    <message>
        <source>CPUs the jobs may run on, as fio&apos;s, e.g. 0-3,5. Default: any, but one CPU per job at a low queue depth on a loop device or a tmpfs file.</source>
        <translation>CPU su cui i job possono girare, come in fio, ad es. 0-3,5. Predefinito: qualsiasi, ma una CPU per job a bassa profondità di coda su un dispositivo loop o un file tmpfs.</translation>
    </message>
    <message>
        <source>--%1=%2 has an empty item: give a value between each pair of commas, and no comma at either end</source>
        <translation>--%1=%2 ha un elemento vuoto: indica un valore tra ogni coppia di virgole, e nessuna virgola all&apos;inizio o alla fine</translation>
    </message>
    <message>
        <source>--%1=%2 is not a time: use seconds or a number with ms, s, m or h, e.g. --%1=30s</source>
        <translation>--%1=%2 non è un tempo: usa i secondi o un numero con ms, s, m o h, ad es. --%1=30s</translation>
    </message>
    <message>
        <source>Cap on IOPS per job, as fio&apos;s rate_iops; 0: none (comma list, e.g. 0,500,1000). Default 0.</source>
        <translation>Limite di IOPS per job, come rate_iops di fio; 0: nessuno (lista separata da virgole, ad es. 0,500,1000). Predefinito: 0.</translation>
    </message>
    <message>
        <source>vdbench&apos;s curve: run each point unthrottled, then at these shares of the IOPS it reached, ascending, e.g. 10,50,70,90,100%.</source>
        <translation>La curva di vdbench: esegue ogni punto senza limite, poi a queste percentuali degli IOPS raggiunti, in ordine crescente, ad es. 10,50,70,90,100%.</translation>
    </message>
    <message>
        <source>Latency objective of the analysis: the most IOPS whose p99 stays within it, with a unit (us, ms, s). Default 1ms.</source>
        <translation>Obiettivo di latenza dell&apos;analisi: i massimi IOPS il cui p99 resta entro di esso, con un&apos;unità (us, ms, s). Predefinito: 1ms.</translation>
    </message>
    <message>
        <source>--%1: %2 is not a percentage: give shares of the unthrottled IOPS from 1 to 100, e.g. --%1=10,50,90%</source>
        <translation>--%1: %2 non è una percentuale: indica percentuali degli IOPS senza limite, da 1 a 100, ad es. --%1=10,50,90%</translation>
    </message>
    <message>
        <source>--%1: %2% is above 100%: a point cannot run faster than it did unthrottled</source>
        <translation>--%1: %2% supera il 100%: un punto non può andare più veloce che senza limite</translation>
    </message>
    <message>
        <source>--%1: %2% is below 1%: give shares from 1 to 100</source>
        <translation>--%1: %2% è sotto l&apos;1%: indica percentuali da 1 a 100</translation>
    </message>
    <message>
        <source>--%1=%2: give each share once, ascending, e.g. --%1=10,50,90%</source>
        <translation>--%1=%2: indica ogni percentuale una sola volta, in ordine crescente, ad es. --%1=10,50,90%</translation>
    </message>
    <message>
        <source>--%1=%2 is not a latency with a unit: give e.g. --%1=500us, --%1=1ms or --%1=2s</source>
        <translation>--%1=%2 non è una latenza con unità: indica ad es. --%1=500us, --%1=1ms o --%1=2s</translation>
    </message>
    <message>
        <source>--%1=%2 is not above zero: give the latency the storage should keep its p99 within, e.g. --%1=1ms</source>
        <translation>--%1=%2 non è maggiore di zero: indica la latenza entro cui lo storage dovrebbe mantenere il suo p99, ad es. --%1=1ms</translation>
    </message>
    <message>
        <source>--%1 is given %2 times, as %3: give it once</source>
        <translation>--%1 è indicata %2 volte, come %3: indicala una sola volta</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>--client=%1: &quot;%2&quot; is not a port: give one from 1 to 65535, e.g. --client=%3:8765</source>
        <translation>--client=%1: &quot;%2&quot; non è una porta: indicane una da 1 a 65535, ad es. --client=%3:8765</translation>
    </message>
    <message>
        <source>--filename=%1 names no file: give a file or block device, or leave --filename out for a scratch file in the temp folder</source>
        <translation>--filename=%1 non indica alcun file: indica un file o un dispositivo a blocchi, oppure ometti --filename per un file temporaneo nella cartella temporanea</translation>
    </message>
    <message>
        <source>--%1=%2 is no region: give its size, e.g. --%1=1g, or leave --%1 out for the whole file or device</source>
        <translation>--%1=%2 non è una regione: indicane la dimensione, ad es. --%1=1g, oppure ometti --%1 per l&apos;intero file o dispositivo</translation>
    </message>
    <message>
        <source>--output is empty: give a file name, or leave --output out to write to standard output</source>
        <translation>--output è vuoto: indica un nome di file, oppure ometti --output per scrivere sullo standard output</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
    <message>
        <source>What the provider promises for the volume, PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g or aws-gp3,iops=6000,throughput=250m: the analysis holds the limits it finds against it (surfio volumes lists the profiles).</source>
        <translation>Ciò che il fornitore promette per il volume, PROFILO[:DIMENSIONE][,iops=N][,throughput=N], ad es. oci-balanced:50g o aws-gp3,iops=6000,throughput=250m: l&apos;analisi confronta con esso i limiti che trova (surfio volumes elenca i profili).</translation>
    </message>
    <message>
        <source>--%1=%2: %3</source>
        <translation>--%1=%2: %3</translation>
    </message>
    <message>
        <source>Run each point on the first N targets of --filename, for each N (comma list, e.g. 1,2,4): the host maximum over the number of volumes. Default: all targets.</source>
        <translation>Esegue ogni punto sulle prime N destinazioni di --filename, per ogni N (elenco separato da virgole, ad es. 1,2,4): il massimo dell&apos;host rispetto al numero di volumi. Predefinito: tutte le destinazioni.</translation>
    </message>
    <message>
        <source>--rerun: the saved run&apos;s volume %1: %2; give --volume again, or --volume= for none</source>
        <translation>--rerun: il volume dell&apos;esecuzione salvata %1: %2; indica di nuovo --volume, o --volume= per nessuno</translation>
    </message>
</context>
<context>
    <name>RunPolicy</name>
    <message>
        <source>the journal&apos;s output: %1</source>
        <translation>l&apos;output indicato nel journal: %1</translation>
    </message>
</context>
<context>
    <name>Runner</name>
    <message>
        <source>%1 %2% read IOPS, mean of %3 points</source>
        <translation>IOPS di %1 con %2% letture, media di %3 punti</translation>
    </message>
    <message>
        <source>%1 %2% read IOPS</source>
        <translation>IOPS di %1 con %2% letture</translation>
    </message>
    <message>
        <source>the matrix has no points: give at least one block size, mix, depth and job count</source>
        <translation>la matrice non ha punti: indica almeno una dimensione del blocco, un mix, una profondità di coda e un numero di job</translation>
    </message>
    <message>
        <source>--trials=%1 is outside 1 to %2</source>
        <translation>--trials=%1 è fuori dall&apos;intervallo da 1 a %2</translation>
    </message>
    <message>
        <source>hosts are given but the engine is not fio: only fio runs on other hosts (--engine=fio)</source>
        <translation>sono indicati degli host ma il motore non è fio: solo fio esegue su altri host (--engine=fio)</translation>
    </message>
    <message>
        <source>the matrix writes to %1 on the fio hosts, whose devices Surfio cannot check for filesystems or mounts: give --allow-write-device (the workbench asks) if whatever is on it may be destroyed</source>
        <translation>la matrice scrive su %1 sugli host fio, i cui dispositivi Surfio non può controllare per filesystem o montaggi: indica --allow-write-device (l&apos;interfaccia grafica lo chiede) se tutto ciò che contiene può essere distrutto</translation>
    </message>
    <message>
        <source>steady state needs a window of at least 2 rounds and at most %1 rounds, no fewer than the window: raise --steady-rounds</source>
        <translation>lo stato stazionario richiede una finestra di almeno 2 cicli e un massimo di %1 cicli non inferiore alla finestra: aumenta --steady-rounds</translation>
    </message>
    <message>
        <source>steady state needs a tracking variable: give --steady-track, e.g. 4k/0</source>
        <translation>lo stato stazionario richiede una variabile monitorata: indica --steady-track, ad es. 4k/0</translation>
    </message>
    <message>
        <source>steady state tracks %1 at %2 % read, which no point of the matrix runs: add that point, or track another with --steady-track (the matrix editor&apos;s tracked block size and read %)</source>
        <translation>lo stato stazionario monitora %1 con %2 % di letture, ma nessun punto della matrice lo esegue: aggiungi quel punto, o monitorane un altro con --steady-track (nell&apos;editor della matrice: dimensione del blocco e % letture monitorate)</translation>
    </message>
    <message>
        <source>preconditioning %1 failed: %2</source>
        <translation>precondizionamento di %1 non riuscito: %2</translation>
    </message>
    <message>
        <source>%1: the result keeps each run&apos;s totals, but not the latency percentiles and time series of the runs it could not read back</source>
        <translation>%1: il risultato conserva i totali di ogni esecuzione, ma non i percentili di latenza né le serie temporali delle esecuzioni che non è stato possibile rileggere</translation>
    </message>
    <message>
        <source>--rate-steps needs shares from 1 % to 100 %, ascending, each once, e.g. --rate-steps=10,50,90%</source>
        <translation>--rate-steps richiede percentuali da 1 % a 100 %, in ordine crescente, ciascuna una sola volta, ad es. --rate-steps=10,50,90%</translation>
    </message>
    <message>
        <source>--rate-steps runs each point first unthrottled, but every point has a --rate_iops: add 0 to the --rate_iops list, or leave --rate-steps out</source>
        <translation>--rate-steps esegue ogni punto prima senza limite, ma ogni punto ha un --rate_iops: aggiungi 0 alla lista di --rate_iops, oppure togli --rate-steps</translation>
    </message>
    <message>
        <source>point %1 runs at %2 % of the IOPS point %3 reached unthrottled, but point %3 measured no I/O in round %4: its rate steps cannot run</source>
        <translation>il punto %1 gira al %2 % degli IOPS che il punto %3 ha raggiunto senza limite, ma il punto %3 non ha misurato alcun I/O nel ciclo %4: i suoi gradini di velocità non possono essere eseguiti</translation>
    </message>
    <message>
        <source>--target-count=%1 runs on %1 targets, but --filename names %2: name at least %1 targets (--filename=a:b:…), or lower --target-count to counts up to %2</source>
        <translation>--target-count=%1 viene eseguito su %1 destinazioni, ma --filename ne indica %2: indica almeno %1 destinazioni (--filename=a:b:…) o riduci --target-count a valori fino a %2</translation>
    </message>
</context>
<context>
    <name>SavedResult</name>
    <message>
        <source>%1 is the journal of an interrupted run, not a result: finish it with `surfio resume %1` (or Run → Resume interrupted run), then use the result it writes</source>
        <translation>%1 è il journal di un&apos;esecuzione interrotta, non un risultato: completala con `surfio resume %1` (o Esegui → Riprendi esecuzione interrotta), poi usa il risultato che produce</translation>
    </message>
    <message>
        <source>%1 is fio&apos;s output, but %2</source>
        <translation>%1 è un output di fio, ma %2</translation>
    </message>
</context>
<context>
    <name>SurfaceOverlays</name>
    <message>
        <source>Over the surface: %1</source>
        <translation>Sopra la superficie: %1</translation>
    </message>
    <message>
        <source>%1 not drawn: no slice of 2 × 2 measured points matching this one</source>
        <translation>%1 non disegnato: nessuna sezione di 2 × 2 punti misurati corrispondente a questa</translation>
    </message>
</context>
<context>
    <name>SurfaceRoof</name>
    <message>
        <source>promised: %1 %2</source>
        <translation>promesso: %1 %2</translation>
    </message>
    <message>
        <source>promised: %1</source>
        <translation>promesso: %1</translation>
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
        <translation>%1 (sopra la scala)</translation>
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
        <translation>Dimensione blocco</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% letture</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2× A in %3 (geometric mean over %n point(s))</source>
        <translation>
            <numerusform>%1 è %2× A in %3 (media geometrica su %n punto)</numerusform>
            <numerusform>%1 è %2× A in %3 (media geometrica su %n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ A, %2</source>
        <translation>%1 ÷ A, %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>TargetFacts</name>
    <message>
        <source>rotational (HDD)</source>
        <translation>rotazionale (HDD)</translation>
    </message>
    <message>
        <source>non-rotational (NVMe)</source>
        <translation>non rotazionale (NVMe)</translation>
    </message>
    <message>
        <source>non-rotational (RAM)</source>
        <translation>non rotazionale (RAM)</translation>
    </message>
    <message>
        <source>non-rotational (loop device: as fast as what holds its file)</source>
        <translation>non rotazionale (dispositivo loop: veloce quanto ciò che contiene il suo file)</translation>
    </message>
    <message>
        <source>non-rotational (SSD)</source>
        <translation>non rotazionale (SSD)</translation>
    </message>
    <message>
        <source>The filesystem holding %1 cannot be inspected.</source>
        <translation>Il filesystem che contiene %1 non può essere esaminato.</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>Spazio libero</translation>
    </message>
    <message>
        <source>%1 free of %2</source>
        <translation>%1 liberi su %2</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Filesystem</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>%1, mounted on %2</source>
        <translation>%1, montato su %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem: only points that just read can run.</source>
        <translation>%1 si trova su un filesystem di sola lettura: si possono eseguire solo i punti di sola lettura.</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so its file cannot be written: pick a directory on a writable filesystem.</source>
        <translation>%1 si trova su un filesystem di sola lettura, quindi il suo file non può essere scritto: scegli una directory su un filesystem scrivibile.</translation>
    </message>
    <message>
        <source>%1 keeps its files in memory: the run measures RAM, not storage.</source>
        <translation>%1 tiene i suoi file in memoria: l&apos;esecuzione misura la RAM, non lo storage.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non riportato</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Dimensione del blocco</translation>
    </message>
    <message>
        <source>%1 logical, %2 physical</source>
        <translation>%1 logica, %2 fisica</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Supporto</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenuto</translation>
    </message>
    <message>
        <source>blank: not mounted, not in use, no filesystem or partition signature</source>
        <translation>vuoto: non montato, non in uso, nessuna firma di filesystem o di partizione</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>inspecting…</source>
        <translation>analisi in corso…</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>block device on each fio host (%1), not checked from here</source>
        <translation>dispositivo a blocchi su ogni host fio (%1), non verificato da qui</translation>
    </message>
    <message>
        <source>directory on each fio host (%1): fio makes a scratch file there</source>
        <translation>directory su ogni host fio (%1): fio vi crea un file temporaneo</translation>
    </message>
    <message>
        <source>file on each fio host (%1), created by fio if missing</source>
        <translation>file su ogni host fio (%1), creato da fio se non esiste</translation>
    </message>
    <message>
        <source>Cannot inspect %1: %2</source>
        <translation>Impossibile esaminare %1: %2</translation>
    </message>
    <message>
        <source>Directory %1 does not exist: create it or pick another directory.</source>
        <translation>La directory %1 non esiste: creala o scegli un&apos;altra directory.</translation>
    </message>
    <message>
        <source>Directory %1 does not exist, so %2 cannot be created: create the directory or pick another path.</source>
        <translation>La directory %1 non esiste, quindi non è possibile creare %2: crea la directory o scegli un altro percorso.</translation>
    </message>
    <message>
        <source>new file, created for the run at the region&apos;s size</source>
        <translation>file nuovo, creato per l&apos;esecuzione con la dimensione dell&apos;area</translation>
    </message>
    <message>
        <source>directory: a scratch file is made here for the run</source>
        <translation>directory: qui viene creato un file temporaneo per l&apos;esecuzione</translation>
    </message>
    <message>
        <source>existing file of %1: points that write overwrite its data</source>
        <translation>file esistente di %1: i punti che scrivono ne sovrascrivono i dati</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device: name one of those (a FIFO or a character device such as /dev/null holds no storage to measure).</source>
        <translation>%1 non è né un file, né una directory, né un dispositivo a blocchi: indica uno di questi (una FIFO o un dispositivo a caratteri come /dev/null non contiene spazio di archiviazione da misurare).</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Accesso</translation>
    </message>
    <message>
        <source>through UDisks2: you may not open it yourself, so Surfio asks UDisks2 once, before the run (polkit may ask for a password)</source>
        <translation>tramite UDisks2: non puoi aprirlo da te, quindi Surfio lo chiede a UDisks2 una volta, prima dell’esecuzione (polkit può chiedere una password)</translation>
    </message>
    <message>
        <source>looked at when UDisks2 opens it: a mounted or busy device, or one with a filesystem or partition signature, is never written</source>
        <translation>esaminato quando UDisks2 lo apre: un dispositivo montato o occupato, o con una firma di filesystem o di partizioni, non viene mai scritto</translation>
    </message>
</context>
<context>
    <name>UDisksOpener</name>
    <message>
        <source>this UDisks2 cannot open devices for others (Block.OpenDevice needs udisks 2.7.3 or later): upgrade udisks2, or run as a member of the group that owns %1</source>
        <translation>questo UDisks2 non sa aprire dispositivi per altri (Block.OpenDevice richiede udisks 2.7.3 o successivo): aggiorna udisks2, o esegui come membro del gruppo che possiede %1</translation>
    </message>
    <message numerus="yes">
        <source>nobody answered polkit&apos;s password prompt to open %1 within %n minute(s)</source>
        <translation>
            <numerusform>nessuno ha risposto alla richiesta di password di polkit per aprire %1 entro %n minuto</numerusform>
            <numerusform>nessuno ha risposto alla richiesta di password di polkit per aprire %1 entro %n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>polkit could not ask for the password to open %1: no polkit authentication agent runs for you. Run Surfio from a terminal (pkttyagent asks there) or from a desktop session with its own agent, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit non ha potuto chiedere la password per aprire %1: nessun agente di autenticazione polkit è attivo per te. Avvia Surfio da un terminale (lì chiede pkttyagent) o da una sessione desktop con il suo agente, o fai consentire org.freedesktop.udisks2.open-device dal tuo amministratore con una regola polkit</translation>
    </message>
    <message>
        <source>polkit allows opening %1 only after asking for a password, and --no-ask forbids asking: leave out --no-ask, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit consente di aprire %1 solo dopo aver chiesto una password, e --no-ask vieta di chiedere: togli --no-ask, o fai consentire org.freedesktop.udisks2.open-device dal tuo amministratore con una regola polkit</translation>
    </message>
    <message>
        <source>polkit refuses to let you open %1 (org.freedesktop.udisks2.open-device): ask your administrator for a polkit rule, or for membership of the group that owns it</source>
        <translation>polkit rifiuta di farti aprire %1 (org.freedesktop.udisks2.open-device): chiedi al tuo amministratore una regola polkit, o l’appartenenza al gruppo che lo possiede</translation>
    </message>
    <message>
        <source>the password prompt to open %1 was dismissed: nothing was opened</source>
        <translation>la richiesta di password per aprire %1 è stata chiusa: non è stato aperto nulla</translation>
    </message>
    <message>
        <source>UDisks2 cannot open %1 for writing: it is in use (mounted, or held by RAID, LVM, swap or another program); unmount or release it first</source>
        <translation>UDisks2 non può aprire %1 in scrittura: è in uso (montato, o tenuto da RAID, LVM, swap o un altro programma); smontalo o liberalo prima</translation>
    </message>
    <message>
        <source>UDisks2 could not open %1: %2</source>
        <translation>UDisks2 non ha potuto aprire %1: %2</translation>
    </message>
    <message>
        <source>UDisks2 does not know %1: udev has not announced it (is systemd-udevd running?)</source>
        <translation>UDisks2 non conosce %1: udev non l’ha annunciato (systemd-udevd è in esecuzione?)</translation>
    </message>
    <message>
        <source>UDisks2 opened %1 but handed no descriptor over</source>
        <translation>UDisks2 ha aperto %1 ma non ha consegnato alcun descrittore</translation>
    </message>
    <message>
        <source>UDisks2 is not running, so nothing can open %1 for you: install the udisks2 package (apt install udisks2) and start it (systemctl start udisks2), or run as a member of the group that owns %1</source>
        <translation>UDisks2 non è in esecuzione, quindi nulla può aprire %1 per te: installa il pacchetto udisks2 (apt install udisks2) e avvialo (systemctl start udisks2), o esegui come membro del gruppo che possiede %1</translation>
    </message>
    <message>
        <source>cannot reach the system bus to ask UDisks2 for %1 (%2): start D-Bus (systemctl start dbus), or run as a member of the group that owns %1</source>
        <translation>impossibile raggiungere il bus di sistema per chiedere %1 a UDisks2 (%2): avvia D-Bus (systemctl start dbus), o esegui come membro del gruppo che possiede %1</translation>
    </message>
    <message>
        <source>the system bus cannot pass file descriptors, so UDisks2 cannot hand %1 over</source>
        <translation>il bus di sistema non sa passare descrittori, quindi UDisks2 non può consegnare %1</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>the block-size split &quot;%1&quot; has more than 64 parts</source>
        <translation>la suddivisione delle dimensioni del blocco &quot;%1&quot; ha più di 64 parti</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; is not a size/percent part, e.g. 4k/60</source>
        <translation>&quot;%1&quot; nella suddivisione delle dimensioni del blocco &quot;%2&quot; non è una parte dimensione/percentuale, ad es. 4k/60</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; has a percent that is not 0 to 100</source>
        <translation>&quot;%1&quot; nella suddivisione delle dimensioni del blocco &quot;%2&quot; ha una percentuale non compresa tra 0 e 100</translation>
    </message>
    <message>
        <source>the percents of the block-size split &quot;%1&quot; add up to %2, not 100</source>
        <translation>le percentuali della suddivisione delle dimensioni del blocco &quot;%1&quot; sommano a %2, non a 100</translation>
    </message>
    <message>
        <source>the block-size split &quot;%1&quot; gives no part a share</source>
        <translation>la suddivisione delle dimensioni del blocco &quot;%1&quot; non assegna una quota a nessuna parte</translation>
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
            <numerusform>%L1 lettura verificata, saltate: %L2</numerusform>
            <numerusform>%L1 letture verificate, saltate: %L2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verify checked none of its %L1 read(s): each one ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</source>
        <extracomment>--verify=crc32c found no read it could check; %1 the number of reads</extracomment>
        <translation>
            <numerusform>La verifica non ha potuto controllare la sua unica lettura (%L1): è avvenuta mentre era in corso una scrittura dello stesso job sulla stessa parte della regione. Una regione più grande o una profondità di coda minore lascia letture da controllare.</numerusform>
            <numerusform>La verifica non ha controllato nessuna delle sue %L1 letture: ognuna è avvenuta mentre era in corso una scrittura dello stesso job sulla stessa parte della regione. Una regione più grande o una profondità di coda minore lascia letture da controllare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VolumeProfile</name>
    <message>
        <source>there is no volume profile &quot;%1&quot;: the profiles are %2 (surfio volumes lists what each promises)</source>
        <translation>non esiste un profilo di volume &quot;%1&quot;: i profili sono %2 (surfio volumes elenca cosa promette ciascuno)</translation>
    </message>
    <message>
        <source>%1, line %2: &quot;%3&quot; %4</source>
        <translation>%1, riga %2: &quot;%3&quot; %4</translation>
    </message>
    <message>
        <source>is not a key of a volume profile here; known: %1</source>
        <translation>non è una chiave di un profilo di volume in questo punto; chiavi note: %1</translation>
    </message>
    <message>
        <source>should be a size in bytes, e.g. 131072 or &quot;128m&quot;</source>
        <translation>deve essere una dimensione in byte, ad es. 131072 o &quot;128m&quot;</translation>
    </message>
    <message>
        <source>should be a number, 0 or more</source>
        <translation>deve essere un numero, 0 o più</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</source>
        <translation>deve essere un oggetto, ad es. {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</translation>
    </message>
    <message>
        <source>is above &quot;max&quot;</source>
        <translation>supera &quot;max&quot;</translation>
    </message>
    <message>
        <source>should ascend by &quot;up_to_gb&quot;, the last one without it</source>
        <translation>deve crescere per &quot;up_to_gb&quot;, l&apos;ultimo senza</translation>
    </message>
    <message>
        <source>gives no figure: give &quot;baseline&quot;, &quot;per_gb&quot; or &quot;steps&quot;</source>
        <translation>non dà alcun valore: indica &quot;baseline&quot;, &quot;per_gb&quot; o &quot;steps&quot;</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</source>
        <translation>deve essere un oggetto, ad es. {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</translation>
    </message>
    <message>
        <source>needs &quot;max&quot;, the most that can be provisioned</source>
        <translation>richiede &quot;max&quot;, il massimo che si può acquistare</translation>
    </message>
    <message>
        <source>needs &quot;name&quot; and &quot;up_to_gb&quot;</source>
        <translation>richiede &quot;name&quot; e &quot;up_to_gb&quot;</translation>
    </message>
    <message>
        <source>should be larger than the tier before it</source>
        <translation>deve essere più grande del livello precedente</translation>
    </message>
    <message>
        <source>should name the level, e.g. &quot;vpus&quot;</source>
        <translation>deve nominare il livello, ad es. &quot;vpus&quot;</translation>
    </message>
    <message>
        <source>should be a whole number</source>
        <translation>deve essere un numero intero</translation>
    </message>
    <message>
        <source>should be one of the levels in &quot;list&quot;</source>
        <translation>deve essere uno dei livelli di &quot;list&quot;</translation>
    </message>
    <message>
        <source>is needed: the burst ceiling</source>
        <translation>è necessario: il tetto del burst</translation>
    </message>
    <message>
        <source>needs one of &quot;bucket_ios&quot; (credits) or &quot;bucket_seconds&quot; (at full burst)</source>
        <translation>richiede uno tra &quot;bucket_ios&quot; (crediti) e &quot;bucket_seconds&quot; (a pieno burst)</translation>
    </message>
    <message>
        <source>is missing or not %1: not a volume profile, or one from a newer version</source>
        <translation>manca o non vale %1: non è un profilo di volume, o è di una versione più recente</translation>
    </message>
    <message>
        <source>should be a string</source>
        <translation>deve essere una stringa</translation>
    </message>
    <message>
        <source>is needed: where the figures come from</source>
        <translation>è necessario: da dove vengono i valori</translation>
    </message>
    <message>
        <source>should be &quot;GiB&quot; or &quot;GB&quot; (10^9 bytes)</source>
        <translation>deve essere &quot;GiB&quot; o &quot;GB&quot; (10^9 byte)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, riga %2: %3</translation>
    </message>
    <message>
        <source>%1: a volume profile is a JSON object {&quot;surfio_volume&quot;: 1, ...}</source>
        <translation>%1: un profilo di volume è un oggetto JSON {&quot;surfio_volume&quot;: 1, ...}</translation>
    </message>
    <message>
        <source>%1: promises nothing: give &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; or &quot;provisioned_iops&quot;</source>
        <translation>%1: non promette nulla: indica &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; o &quot;provisioned_iops&quot;</translation>
    </message>
    <message>
        <source>is above &quot;max_gb&quot;</source>
        <translation>supera &quot;max_gb&quot;</translation>
    </message>
    <message>
        <source>%1 is not a volume profile: a profile&apos;s file name ends in .json</source>
        <translation>%1 non è un profilo di volume: il nome del file di un profilo termina in .json</translation>
    </message>
    <message>
        <source>there is no file %1: give a profile&apos;s name (surfio volumes lists them) or the path of a .json profile</source>
        <translation>non esiste il file %1: indica il nome di un profilo (surfio volumes li elenca) o il percorso di un profilo .json</translation>
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
        <translation>&quot;%1&quot; non è compreso: dopo il profilo vengono iops=N, throughput=DIMENSIONE al secondo (ad es. 250m) o un livello come vpus=30</translation>
    </message>
    <message>
        <source>the form is PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g, aws-gp3,iops=6000,throughput=250m; `surfio volumes` lists the profiles</source>
        <translation>la forma è PROFILO[:DIMENSIONE][,iops=N][,throughput=N], ad es. oci-balanced:50g, aws-gp3,iops=6000,throughput=250m; `surfio volumes` elenca i profili</translation>
    </message>
    <message>
        <source>%1 %2 is outside what this volume can be given: %3 to %4</source>
        <translation>%1 %2 è fuori da ciò che questo volume può avere: da %3 a %4</translation>
    </message>
    <message>
        <source>%1 %2 needs a volume of at least %3 GiB: at most %4 per GiB can be given</source>
        <translation>%1 %2 richiede un volume di almeno %3 GiB: si possono avere al massimo %4 per GiB</translation>
    </message>
    <message>
        <source>%1 %2 needs at least %3 IOPS: at most %4 per IOPS can be given</source>
        <translation>%1 %2 richiede almeno %3 IOPS: si possono avere al massimo %4 per IOPS</translation>
    </message>
    <message>
        <source>%1 takes %2= one of %3</source>
        <translation>%1 accetta %2= tra %3</translation>
    </message>
    <message>
        <source>%1 takes no %2=: after the size come iops=N and throughput=SIZE</source>
        <translation>%1 non accetta %2=: dopo la dimensione vengono iops=N e throughput=DIMENSIONE</translation>
    </message>
    <message>
        <source>%1 is larger than the largest size %2 lists (%3, %4)</source>
        <translation>%1 supera la dimensione più grande elencata da %2 (%3, %4)</translation>
    </message>
    <message>
        <source>%1 promises by size: give the volume&apos;s size, e.g. --volume=%1:100g, or a block device as the target</source>
        <translation>%1 promette in base alla dimensione: indica la dimensione del volume, ad es. --volume=%1:100g, o un dispositivo a blocchi come destinazione</translation>
    </message>
    <message>
        <source>%1 takes no provisioned IOPS: drop iops=</source>
        <translation>%1 non accetta IOPS acquistati: togli iops=</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 is provisioned: give its IOPS, e.g. --volume=%1,iops=%2</source>
        <translation>%1 è a IOPS acquistati: indica i suoi IOPS, ad es. --volume=%1,iops=%2</translation>
    </message>
    <message>
        <source>%1 takes no provisioned throughput: drop throughput=</source>
        <translation>%1 non accetta throughput acquistato: togli throughput=</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>throughput</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: %2</source>
        <translation>&quot;%1&quot; non è una dimensione: %2</translation>
    </message>
    <message>
        <source>no profile named: %1</source>
        <translation>nessun profilo indicato: %1</translation>
    </message>
    <message>
        <source>%1 promises nothing at %2</source>
        <translation>%1 non promette nulla a %2</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;%1&quot; should be a number, 0 or more</source>
        <translation>&quot;volume&quot;: &quot;%1&quot; deve essere un numero, 0 o più</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;profile&quot; is missing</source>
        <translation>&quot;volume&quot;: manca &quot;profile&quot;</translation>
    </message>
    <message>
        <source>%1= is given twice: give it once</source>
        <translation>%1= è indicato due volte: indicalo una volta</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 o più</translation>
    </message>
    <message>
        <source>%1 volumes are %2; %3 is not one</source>
        <translation>i volumi %1 sono %2; %3 non lo è</translation>
    </message>
    <message>
        <source>%1 volumes are %2, and the target is %3: give the volume&apos;s size, e.g. --volume=%1:100g</source>
        <translation>i volumi %1 sono %2, e la destinazione è di %3: indica la dimensione del volume, ad es. --volume=%1:100g</translation>
    </message>
    <message>
        <source>throughput=%1 needs its unit, as a size per second: e.g. throughput=%1m for %1 MiB/s</source>
        <translation>throughput=%1 richiede la sua unità, come dimensione al secondo: ad es. throughput=%1m per %1 MiB/s</translation>
    </message>
</context>
<context>
    <name>VolumesCommand</name>
    <message>
        <source>built-in</source>
        <translation>integrato</translation>
    </message>
    <message>
        <source>own</source>
        <translation>tuo</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>profilo</translation>
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
        <translation>burst, secchio pieno</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>origine</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titolo</translation>
    </message>
    <message>
        <source>What each volume promises at %1:</source>
        <translation>Cosa promette ogni volume a %1:</translation>
    </message>
    <message>
        <source>Give another size with --size=SIZE; surfio volumes SPEC describes one, e.g. surfio volumes aws-gp2:100g. Your own profiles: %1.</source>
        <translation>Un&apos;altra dimensione con --size=DIMENSIONE; surfio volumes SPEC ne descrive uno, ad es. surfio volumes aws-gp2:100g. I tuoi profili: %1.</translation>
    </message>
    <message>
        <source>surfio volumes: skipped %1</source>
        <translation>surfio volumes: ignorato %1</translation>
    </message>
    <message>
        <source>surfio volumes: %1: %2</source>
        <translation>surfio volumes: %1: %2</translation>
    </message>
    <message>
        <source>Source: %1, read %2 (%3: %4)</source>
        <translation>Fonte: %1, letta il %2 (%3: %4)</translation>
    </message>
    <message>
        <source>  Hold a run against it: surfio run --volume=%1 --preset=limits --filename=DEVICE</source>
        <translation>  Confronta un&apos;esecuzione con esso: surfio run --volume=%1 --preset=limits --filename=DISPOSITIVO</translation>
    </message>
    <message>
        <source>Lists the cloud volume profiles, built-in and your own, with what each promises at a size, or describes what a volume spec promises, with the provider&apos;s source.</source>
        <translation>Elenca i profili di volume cloud, integrati e tuoi, con ciò che ciascuno promette a una dimensione, o descrive ciò che promette una specifica di volume, con la fonte del fornitore.</translation>
    </message>
    <message>
        <source>The size the list shows the promises at. Default 100g.</source>
        <translation>La dimensione a cui l&apos;elenco mostra le promesse. Predefinita 100g.</translation>
    </message>
    <message>
        <source>A volume as --volume takes it: PROFILE[:SIZE][,iops=N][,throughput=N].</source>
        <translation>Un volume come lo accetta --volume: PROFILO[:DIMENSIONE][,iops=N][,throughput=N].</translation>
    </message>
    <message>
        <source>surfio volumes: --size=%1 is not a size: give e.g. --size=50g</source>
        <translation>surfio volumes: --size=%1 non è una dimensione: indica ad es. --size=50g</translation>
    </message>
    <message>
        <source>%1 IOPS for %2</source>
        <translation>%1 IOPS per %2</translation>
    </message>
    <message>
        <source>A full bucket lasts %1 at %2 IOPS, refilled at the baseline.</source>
        <translation>Un secchio pieno dura %1 a %2 IOPS, riempito al livello base.</translation>
    </message>
    <message>
        <source>Source: %1 (%2: %3)</source>
        <translation>Fonte: %1 (%2: %3)</translation>
    </message>
</context>
<context>
    <name>surfio::ChartExportDialog</name>
    <message>
        <source>Export the chart</source>
        <translation>Esporta il grafico</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Personalizzata</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>pixels at</source>
        <translation>pixel a</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>How it was measured, under the chart</source>
        <translation>Condizioni di misura, sotto il grafico</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titolo:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Dimensione:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;ema:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>Didascalia:</translation>
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
        <translation>A4 orizzontale a 300 dpi (3508 × 2480)</translation>
    </message>
    <message>
        <source>%1 is neither a .png nor an .svg file</source>
        <translation>%1 non è né un file .png né un file .svg</translation>
    </message>
    <message>
        <source>the image has no size</source>
        <translation>l&apos;immagine non ha dimensioni</translation>
    </message>
    <message>
        <source>%1 cannot be written: the chart could not be drawn</source>
        <translation>impossibile scrivere %1: non è stato possibile disegnare il grafico</translation>
    </message>
</context>
<context>
    <name>surfio::CompareChoice</name>
    <message>
        <source>The figure compared: iops, bw (MB/s), lat_mean or lat_p99 (lower is faster). Default iops.</source>
        <translation>La metrica confrontata: iops, bw (MB/s), lat_mean o lat_p99 (più basso è più veloce). Predefinita: iops.</translation>
    </message>
    <message>
        <source>--%1=%2 is not a metric: use iops, bw, lat_mean or lat_p99</source>
        <translation>--%1=%2 non è una metrica: usa iops, bw, lat_mean o lat_p99</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Keys of a point&apos;s spec not to match on, comma-separated, from rw, bs (or bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count; e.g. --%1=iodepth compares two queue depths.</source>
        <translation>Chiavi dello spec di un punto da escludere dall&apos;abbinamento, separate da virgole, tra rw, bs (o bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count; ad es. --%1=iodepth confronta due profondità di coda.</translation>
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
        <translation>Latenza media</translation>
    </message>
    <message>
        <source>99th percentile latency</source>
        <translation>Latenza al 99° percentile</translation>
    </message>
    <message>
        <source>no finished point</source>
        <translation>nessun punto completato</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>su %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>una destinazione sconosciuta</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metrica:</translation>
    </message>
    <message>
        <source>Match on:</source>
        <translation>Abbina per:</translation>
    </message>
    <message>
        <source>Points are matched by this part of their spec; untick it to compare points that differ in it (e.g. iodepth: two queue depths)</source>
        <translation>I punti sono abbinati per questa parte del loro spec; deselezionala per confrontare punti che differiscono in essa (ad es. iodepth: due profondità di coda)</translation>
    </message>
    <message>
        <source>A verdict is Welch&apos;s t-test on the trials (p &lt; %1, two-sided) when both runs have two or more; its p-value is in the verdict&apos;s tooltip.</source>
        <translation>Il verdetto è un test t di Welch sulle prove (p &lt; %1, bilaterale) quando entrambe le esecuzioni ne hanno due o più; il suo valore p è nel tooltip del verdetto.</translation>
    </message>
    <message>
        <source>Not in the table:</source>
        <translation>Non presenti nella tabella:</translation>
    </message>
    <message>
        <source>File → Compare with… adds saved results (Surfio&apos;s or fio&apos;s JSON) to compare with the result on show, point by point.</source>
        <translation>File → Confronta con… aggiunge risultati salvati (JSON di Surfio o di fio) da confrontare punto per punto con il risultato mostrato.</translation>
    </message>
    <message>
        <source>A: %1 has no finished point yet: the comparison follows when it has one.</source>
        <translation>A: %1 non ha ancora alcun punto completato: il confronto seguirà appena ne avrà uno.</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>il risultato mostrato</translation>
    </message>
    <message>
        <source>A: %1 — %2</source>
        <translation>A: %1 — %2</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <source>Ratio surface</source>
        <translation>Superficie dei rapporti</translation>
    </message>
    <message>
        <source>The ratio surface: a later run&apos;s figure ÷ A&apos;s at each point of one slice of A, blue above 1×, vermilion below</source>
        <translation>La superficie dei rapporti: il valore di un&apos;esecuzione successiva ÷ quello di A in ogni punto di una sezione di A, in blu sopra 1×, in vermiglio sotto</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Visuali&amp;zza:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Sezione:</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Esecuzione:</translation>
    </message>
    <message>
        <source>Untick %1</source>
        <translation>Deseleziona %1</translation>
    </message>
    <message>
        <source>Tick %1 again</source>
        <translation>Seleziona di nuovo %1</translation>
    </message>
</context>
<context>
    <name>surfio::ComparisonModel</name>
    <message>
        <source>not in %1</source>
        <translation>assente in %1</translation>
    </message>
    <message>
        <source>no p99</source>
        <translation>nessun p99</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(incompleto)</translation>
    </message>
    <message>
        <source>The mean of %1 trials, from %2 to %3; ± is their coefficient of variation</source>
        <translation>La media di %1 prove, da %2 a %3; ± è il loro coefficiente di variazione</translation>
    </message>
    <message>
        <source>One run: no spread</source>
        <translation>Una sola esecuzione: nessuna dispersione</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>%1&apos;s %2 ÷ A&apos;s; %3</source>
        <translation>%2 di %1 ÷ il valore di A; %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no such point: it is listed below the table</source>
        <translation>%1 non ha questo punto: è elencato sotto la tabella</translation>
    </message>
    <message>
        <source>Welch&apos;s t-test on %1 trials of A and %2 of %3: %4, t = %5; below p = %6 the difference is more than the trials&apos; noise</source>
        <translation>Test t di Welch su %1 prove di A e %2 di %3: %4, t = %5; sotto p = %6 la differenza supera il rumore delle prove</translation>
    </message>
    <message>
        <source>A or %1 has fewer than two trials at this point: the ratio alone, its noise unknown (run with trials to know it)</source>
        <translation>A o %1 ha meno di due prove in questo punto: solo il rapporto, con rumore sconosciuto (esegui con più prove per conoscerlo)</translation>
    </message>
    <message>
        <source>No ratio: a run lacks the figure, or A&apos;s is 0</source>
        <translation>Nessun rapporto: a un&apos;esecuzione manca il valore, oppure quello di A è 0</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>verdetto %1</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1: in %2, non in %3</translation>
    </message>
    <message numerus="yes">
        <source>Not compared: %1 has %n point(s) at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</source>
        <translation>
            <numerusform>Non confrontato: %1 ha %n punto per %2 che le chiavi di abbinamento non distinguono (i punti non vengono mai mediati): abbina di nuovo per %3</numerusform>
            <numerusform>Non confrontati: %1 ha %n punti per %2 che le chiavi di abbinamento non distinguono (non vengono mai mediati): abbina di nuovo per %3</numerusform>
        </translation>
    </message>
    <message>
        <source>more keys</source>
        <translation>più chiavi</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A: the runs differ in %1. Untick it under &quot;Match on&quot; to compare them anyway.</source>
        <translation>Nessun punto di un&apos;esecuzione successiva corrisponde a uno di A: le esecuzioni differiscono per %1. Deseleziona ciò che differisce sotto &quot;Abbina per&quot; per confrontarle comunque.</translation>
    </message>
    <message>
        <source>No point matched one point of each run: the keys left several points of a run alike. Tick more keys under &quot;Match on&quot;.</source>
        <translation>Nessun punto corrisponde a un solo punto di ogni esecuzione: con queste chiavi più punti di una stessa esecuzione risultano uguali. Seleziona più chiavi sotto &quot;Abbina per&quot;.</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A on %1: no two runs measured the same point.</source>
        <translation>Nessun punto di un&apos;esecuzione successiva corrisponde a uno di A per %1: nessuna coppia di esecuzioni ha misurato lo stesso punto.</translation>
    </message>
</context>
<context>
    <name>surfio::ConvergenceView</name>
    <message>
        <source>%1 %2 % read IOPS</source>
        <translation>IOPS di %1 con %2 % letture</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>±%1 % of mean</source>
        <translation>±%1 % della media</translation>
    </message>
    <message>
        <source>Window mean</source>
        <translation>Media della finestra</translation>
    </message>
    <message>
        <source>Least-squares line</source>
        <translation>Retta dei minimi quadrati</translation>
    </message>
    <message>
        <source>Steady state is off: turn on &apos;Repeat until steady state&apos; in the matrix editor. The matrix then runs in rounds until the tracked points&apos; IOPS settle, and this chart shows them converge.</source>
        <translation>Lo stato stazionario è disattivato: attiva &apos;Ripeti fino allo stato stazionario&apos; nell&apos;editor della matrice. La matrice verrà allora eseguita a cicli finché gli IOPS dei punti monitorati non si stabilizzano, e questo grafico ne mostrerà la convergenza.</translation>
    </message>
    <message numerus="yes">
        <source>Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.</source>
        <translation>
            <numerusform>Lo stato stazionario è attivo: il grafico si riempie al termine di ogni ciclo, per al massimo %Ln ciclo.</numerusform>
            <numerusform>Lo stato stazionario è attivo: il grafico si riempie al termine di ogni ciclo, per al massimo %Ln cicli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Ciclo %1 di al massimo %2 · stato stazionario non raggiunto dopo %Ln ciclo</numerusform>
            <numerusform>Ciclo %1 di al massimo %2 · stato stazionario non raggiunto dopo %Ln cicli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · not yet steady: the check needs %Ln rounds</source>
        <translation>
            <numerusform>Ciclo %1 di al massimo %2 · non ancora stazionario: la verifica richiede %Ln ciclo</numerusform>
            <numerusform>Ciclo %1 di al massimo %2 · non ancora stazionario: la verifica richiede %Ln cicli</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady</source>
        <translation>Ciclo %1 di al massimo %2 · finestra %3–%4: ampiezza %5 % della media (≤ %6 %), escursione della pendenza %7 % (≤ %8 %) · stazionario</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Ciclo %1 di al massimo %2 · finestra %3–%4: ampiezza %5 % della media (≤ %6 %), escursione della pendenza %7 % (≤ %8 %) · stato stazionario non raggiunto dopo %Ln ciclo</numerusform>
            <numerusform>Ciclo %1 di al massimo %2 · finestra %3–%4: ampiezza %5 % della media (≤ %6 %), escursione della pendenza %7 % (≤ %8 %) · stato stazionario non raggiunto dopo %Ln cicli</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · not yet steady</source>
        <translation>Ciclo %1 di al massimo %2 · finestra %3–%4: ampiezza %5 % della media (≤ %6 %), escursione della pendenza %7 % (≤ %8 %) · non ancora stazionario</translation>
    </message>
    <message>
        <source>Surfio steady-state convergence</source>
        <translation>Surfio: convergenza allo stato stazionario</translation>
    </message>
</context>
<context>
    <name>surfio::DemoController</name>
    <message>
        <source>Demo: point %1: %2</source>
        <translation>Demo: punto %1: %2</translation>
    </message>
    <message>
        <source>Demo: preset %1 of %2: %3</source>
        <translation>Demo: preset %1 di %2: %3</translation>
    </message>
</context>
<context>
    <name>surfio::DemoReference</name>
    <message>
        <source>--demo-reference=%1: %2; give a result Surfio saved (surfio run --output-format=json --output=FILE, or File → Save result)</source>
        <translation>--demo-reference=%1: %2; indica un risultato salvato da Surfio (surfio run --output-format=json --output=FILE, oppure File → Salva risultato)</translation>
    </message>
    <message>
        <source>--demo-reference=%1 holds no finished point to race: give a result with points</source>
        <translation>--demo-reference=%1 non contiene punti completati da sfidare: indica un risultato con dei punti</translation>
    </message>
    <message>
        <source>the reference</source>
        <translation>il riferimento</translation>
    </message>
    <message>
        <source>%1 did not run %2: nothing to race here</source>
        <translation>%1 non ha girato in %2: qui nessuna sfida</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2 at %3</source>
        <translation>%1× gli IOPS che %2 ha ottenuto in %3</translation>
    </message>
    <message>
        <source>%1 random read</source>
        <translation>lettura casuale %1</translation>
    </message>
    <message>
        <source>%1 sequential read</source>
        <translation>lettura sequenziale %1</translation>
    </message>
    <message>
        <source>%1 random write</source>
        <translation>scrittura casuale %1</translation>
    </message>
    <message>
        <source>%1 sequential write</source>
        <translation>scrittura sequenziale %1</translation>
    </message>
    <message>
        <source>%1 random, %2 % read</source>
        <translation>accesso casuale %1, %2 % di letture</translation>
    </message>
    <message>
        <source>%1 sequential, %2 % read</source>
        <translation>accesso sequenziale %1, %2 % di letture</translation>
    </message>
    <message>
        <source>%1, queue depth %2 × %3 jobs</source>
        <translation>%1, profondità di coda %2 × %3 job</translation>
    </message>
    <message>
        <source>%1, queue depth %2</source>
        <translation>%1, profondità di coda %2</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2</source>
        <translation>%1× gli IOPS di %2</translation>
    </message>
</context>
<context>
    <name>surfio::DemoView</name>
    <message>
        <source>Drag the surface to turn it · touch the figures or press any key to stop the demo</source>
        <translation>Trascina la superficie per ruotarla · tocca i valori o premi un tasto qualsiasi per fermare la demo</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your matrix</source>
        <translation>La tua matrice</translation>
    </message>
    <message>
        <source>%1 (preset %2 of %3)</source>
        <translation>%1 (preset %2 di %3)</translation>
    </message>
    <message>
        <source>– MB/s</source>
        <translation>– MB/s</translation>
    </message>
    <message>
        <source>– mean latency</source>
        <translation>– di latenza media</translation>
    </message>
    <message>
        <source>Racing %1</source>
        <translation>Contro %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 mean latency</source>
        <translation>%1 di latenza media</translation>
    </message>
    <message>
        <source>Touch the figures or press any key to stop the demo</source>
        <translation>Tocca i valori o premi un tasto qualsiasi per fermare la demo</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln point(s) of %2 each</source>
        <translation>
            <numerusform>%1 · %Ln punto da %2</numerusform>
            <numerusform>%1 · %Ln punti da %2 ciascuno</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::DeviceListModel</name>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>modello non riportato</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Surfio opens %1 itself</source>
        <translation>Surfio apre %1 da sé</translation>
    </message>
    <message>
        <source>You may not open %1 yourself: Surfio asks UDisks2 to open it, once, before the run (polkit may ask for a password)</source>
        <translation>Non puoi aprire %1 da te: Surfio chiede a UDisks2 di aprirlo, una volta, prima dell’esecuzione (polkit può chiedere una password)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 non può essere aperto: %2</translation>
    </message>
    <message>
        <source>directly</source>
        <translation>direttamente</translation>
    </message>
    <message>
        <source>UDisks2</source>
        <translation>UDisks2</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Opens</source>
        <translation>Apertura</translation>
    </message>
</context>
<context>
    <name>surfio::DeviceWriteConfirmation</name>
    <message>
        <source>model not reported</source>
        <translation>modello non riportato</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; (%2, %3). Everything stored on it will be destroyed, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%4&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;esecuzione scrive su &lt;b&gt;%1&lt;/b&gt; (%2, %3). Tutto ciò che contiene verrà distrutto e nessuna esecuzione potrà recuperarlo.&lt;/p&gt;&lt;p&gt;Digita &lt;b&gt;%4&lt;/b&gt; per confermare.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; on the fio hosts %2, which Surfio cannot inspect from here: whether it is mounted or holds a filesystem is not checked. Everything stored on it will be destroyed on every one of them, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%3&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;esecuzione scrive su &lt;b&gt;%1&lt;/b&gt; sugli host fio %2, che Surfio non può esaminare da qui: non viene verificato se è montato o se contiene un filesystem. Tutto ciò che contiene verrà distrutto su ognuno degli host e nessuna esecuzione potrà recuperarlo.&lt;/p&gt;&lt;p&gt;Digita &lt;b&gt;%3&lt;/b&gt; per confermare.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Destroy the data on %1?</source>
        <translation>Distruggere i dati su %1?</translation>
    </message>
    <message>
        <source>Destroy data on %1</source>
        <translation>Distruggi i dati su %1</translation>
    </message>
</context>
<context>
    <name>surfio::EngineBox</name>
    <message>
        <source>Surfio&apos;s engine (io_uring, psync fallback)</source>
        <translation>Motore di Surfio (io_uring, ripiego su psync)</translation>
    </message>
    <message>
        <source>Surfio&apos;s own io_uring engine; where io_uring is unavailable, plain pread/pwrite, and the result says why</source>
        <translation>Il motore io_uring di Surfio; dove io_uring non è disponibile, semplici pread/pwrite, e il risultato ne indica il motivo</translation>
    </message>
    <message>
        <source>io_uring only</source>
        <translation>Solo io_uring</translation>
    </message>
    <message>
        <source>Surfio&apos;s io_uring engine, and a failed run where io_uring is unavailable</source>
        <translation>Il motore io_uring di Surfio; dove io_uring non è disponibile, l&apos;esecuzione non riesce</translation>
    </message>
    <message>
        <source>psync</source>
        <translation>psync</translation>
    </message>
    <message>
        <source>Surfio&apos;s pread/pwrite engine: one I/O per system call</source>
        <translation>Il motore pread/pwrite di Surfio: un I/O per chiamata di sistema</translation>
    </message>
    <message>
        <source>What issues the I/O; fio can also run the points on other hosts</source>
        <translation>Cosa esegue l&apos;I/O; fio può anche eseguire i punti su altri host</translation>
    </message>
    <message>
        <source>fio (looking for it…)</source>
        <translation>fio (ricerca in corso…)</translation>
    </message>
    <message>
        <source>Runs every point through fio, on this machine or on fio servers</source>
        <translation>Esegue ogni punto tramite fio, su questa macchina o su server fio</translation>
    </message>
    <message>
        <source>fio %1</source>
        <translation>fio %1</translation>
    </message>
    <message>
        <source>Runs every point through %1 (fio %2), on this machine or on fio servers</source>
        <translation>Esegue ogni punto tramite %1 (fio %2), su questa macchina o su server fio</translation>
    </message>
    <message>
        <source>fio (not available)</source>
        <translation>fio (non disponibile)</translation>
    </message>
</context>
<context>
    <name>surfio::FioCommandDialog</name>
    <message>
        <source>Paste a fio command line</source>
        <translation>Incolla una riga di comando fio</translation>
    </message>
    <message>
        <source>A fio &amp;command line, with or without sudo; each --name starts a job, and each job becomes a part of the matrix. Options Surfio&apos;s engine does not use are listed in the Log tab.</source>
        <translation>Una &amp;riga di comando fio, con o senza sudo; ogni --name avvia un job, e ogni job diventa una parte della matrice. Le opzioni che il motore di Surfio non usa sono elencate nella scheda Registro.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importa</translation>
    </message>
</context>
<context>
    <name>surfio::FioHostList</name>
    <message>
        <source>“%1”: the port after the colon must be a number from 1 to 65535, e.g. %2:8765</source>
        <translation>“%1”: la porta dopo i due punti deve essere un numero da 1 a 65535, ad es. %2:8765</translation>
    </message>
    <message>
        <source>A host is empty: give a name or an address, e.g. 10.0.0.2</source>
        <translation>Un host è vuoto: indica un nome o un indirizzo, ad es. 10.0.0.2</translation>
    </message>
    <message>
        <source>“%1” is not a host: give a name or an address without spaces, e.g. server1 or 10.0.0.2:8765</source>
        <translation>“%1” non è un host: indica un nome o un indirizzo senza spazi, ad es. server1 o 10.0.0.2:8765</translation>
    </message>
    <message>
        <source>“%1” is not an IPv6 address in brackets: give e.g. [fd00::2] or [fd00::2]:8765</source>
        <translation>“%1” non è un indirizzo IPv6 tra parentesi quadre: indica ad es. [fd00::2] o [fd00::2]:8765</translation>
    </message>
    <message>
        <source>“%1” looks like an IPv6 address: put it in brackets, e.g. [%1]:8765</source>
        <translation>“%1” sembra un indirizzo IPv6: mettilo tra parentesi quadre, ad es. [%1]:8765</translation>
    </message>
    <message>
        <source>Double-click a host to edit it</source>
        <translation>Fai doppio clic su un host per modificarlo</translation>
    </message>
    <message>
        <source>Add, e.g. 10.0.0.2 or server1:8765</source>
        <translation>Aggiungi, ad es. 10.0.0.2 o server1:8765</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Add the host typed</source>
        <translation>Aggiungi l&apos;host digitato</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the selected host</source>
        <translation>Rimuovi l&apos;host selezionato</translation>
    </message>
    <message>
        <source>Each host must run “fio --server” (port 8765 unless given); the targets are then paths on the hosts. No host: fio runs on this machine.</source>
        <translation>Su ogni host deve girare “fio --server” (porta 8765 se non indicata); le destinazioni sono quindi percorsi sugli host. Nessun host: fio viene eseguito su questa macchina.</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>“%1” compare due volte</translation>
    </message>
</context>
<context>
    <name>surfio::FlatChartsView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>Quale tipo di accesso, profondità di coda e numero di job mostrare</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linee</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Mappa di calore</translation>
    </message>
    <message>
        <source>The metric against block size with one line per read mix, or a heat map of the same with each cell&apos;s value</source>
        <translation>La metrica in funzione della dimensione del blocco, con una linea per ogni mix di letture, oppure gli stessi dati in una mappa di calore con il valore di ogni cella</translation>
    </message>
    <message>
        <source>No points measured yet.</source>
        <translation>Ancora nessun punto misurato.</translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Metrica:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Sezione:</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Visuali&amp;zza:</translation>
    </message>
</context>
<context>
    <name>surfio::FlatSliceView</name>
    <message>
        <source>No OpenGL here, so the surface is a table: rows are read %, columns block sizes.</source>
        <translation>Qui non c&apos;è OpenGL, quindi la superficie è una tabella: le righe sono le % letture, le colonne le dimensioni del blocco.</translation>
    </message>
    <message>
        <source>%1, %2 % read</source>
        <translation>%1, %2 % letture</translation>
    </message>
    <message>
        <source>&lt;p&gt;One block size and one read mix here (%1): a single point, which a surface cannot show.&lt;/p&gt;&lt;p&gt;A surface needs two block sizes or more &lt;i&gt;and&lt;/i&gt; two read % values or more; a line needs two of either. Add them to the matrix in Setup to see how the figures change with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qui una sola dimensione del blocco e una sola percentuale di letture (%1): un punto solo, che una superficie non può mostrare.&lt;/p&gt;&lt;p&gt;Una superficie richiede almeno due dimensioni del blocco &lt;i&gt;e&lt;/i&gt; almeno due valori di % letture; una linea, due dell&apos;una o dell&apos;altra. Aggiungili alla matrice in Configurazione per vedere come cambiano i valori.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Show this point&apos;s details&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Mostra i dettagli di questo punto&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not measured yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Non ancora misurato.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Incrocio</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>Tetto dei limiti</translation>
    </message>
</context>
<context>
    <name>surfio::HeatMapModel</name>
    <message>
        <source>Not measured yet</source>
        <translation>Non ancora misurato</translation>
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
        <translation>fio ha eseguito ogni punto su più host contemporaneamente: la loro somma, o ciò che ha fatto un singolo host. La latenza di un host è la media delle medie dei suoi job, pesata per il numero di I/O; i suoi percentili non sono noti.</translation>
    </message>
    <message>
        <source>All hosts (sum)</source>
        <translation>Tutti gli host (somma)</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
</context>
<context>
    <name>surfio::LaunchTasks</name>
    <message>
        <source>Could not write the surface to %1</source>
        <translation>Impossibile scrivere la superficie in %1</translation>
    </message>
    <message>
        <source>Could not write the first point&apos;s detail: %1</source>
        <translation>Impossibile scrivere il dettaglio del primo punto: %1</translation>
    </message>
    <message>
        <source>Could not export the chart: %1</source>
        <translation>Impossibile esportare il grafico: %1</translation>
    </message>
    <message>
        <source>Could not write the report: %1</source>
        <translation>Impossibile scrivere il report: %1</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Report scritto in %1</translation>
    </message>
    <message>
        <source>Could not write the screenshot: %1</source>
        <translation>Impossibile scrivere lo screenshot: %1</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
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
        <translation>Latenza</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Tempo trascorso</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lettura</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Scrittura</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>p99 lettura</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Media lettura</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>p99 scrittura</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Media scrittura</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Latenza p99</translation>
    </message>
    <message>
        <source>Point %1 · %2</source>
        <translation>Punto %1 · %2</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>Punto %1</translation>
    </message>
    <message>
        <source>Surfio live charts</source>
        <translation>Grafici in tempo reale di Surfio</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Hottest drive</source>
        <translation>Unità più calda</translation>
    </message>
    <message>
        <source>%1, trial %2</source>
        <translation>%1, prova %2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, ciclo %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Riferimento</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (riferimento)</translation>
    </message>
</context>
<context>
    <name>surfio::LoadView</name>
    <message>
        <source>QD %1 at %2 IOPS</source>
        <translation>QD %1 a %2 IOPS</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>The latency objective: the most IOPS whose p99 latency stays within it is marked. Pick one or type it, e.g. 750 µs or 2 ms. A result opened from a file starts with the objective it was run with.</source>
        <translation>L&apos;obiettivo di latenza: vengono segnati i massimi IOPS la cui latenza p99 resta entro di esso. Scegline uno o digitalo, ad es. 750 µs o 2 ms. Un risultato aperto da file parte con l&apos;obiettivo con cui è stato eseguito.</translation>
    </message>
    <message>
        <source>&amp;Latency objective, p99 ≤</source>
        <translation>Obiettivo di laten&amp;za, p99 ≤</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>“%1” is not a latency: write it as 750 µs or 2 ms.</source>
        <translation>“%1” non è una latenza: scrivila come 750 µs o 2 ms.</translation>
    </message>
    <message>
        <source>Latency against load is drawn once three points of the sweep have finished.</source>
        <translation>La latenza in funzione del carico viene disegnata appena tre punti dello sweep sono terminati.</translation>
    </message>
    <message>
        <source>Latency against load needs at least three points that differ only in queue depth (or in rate limit), for the same block size and mix.

Run a queue-depth sweep (the preset qd-sweep, or --iodepth=1,2,4,8,16,32,64,128,256) to see where latency starts to climb faster than IOPS (the knee) and the most IOPS within a latency objective.</source>
        <translation>La latenza in funzione del carico richiede almeno tre punti che differiscano solo per profondità di coda (o per limite di velocità), con la stessa dimensione del blocco e lo stesso mix.

Esegui uno sweep della profondità di coda (il preset qd-sweep, oppure --iodepth=1,2,4,8,16,32,64,128,256) per vedere dove la latenza comincia a salire più in fretta degli IOPS (il ginocchio) e i massimi IOPS entro un obiettivo di latenza.</translation>
    </message>
    <message>
        <source>SLO: p99 ≤ %1</source>
        <translation>SLO: p99 ≤ %1</translation>
    </message>
    <message>
        <source>best ≤ %1</source>
        <translation>migliore ≤ %1</translation>
    </message>
    <message>
        <source>knee, %1: %2</source>
        <translation>ginocchio, %1: %2</translation>
    </message>
    <message>
        <source>knee %1</source>
        <translation>ginocchio %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed (log scale)</source>
        <translation>Latenza: p99 linea continua, media tratteggiata (scala log.)</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed</source>
        <translation>Latenza: p99 linea continua, media tratteggiata</translation>
    </message>
    <message>
        <source>%1: %2 IOPS · p99 %3 · mean %4</source>
        <translation>%1: %2 IOPS · p99 %3 · media %4</translation>
    </message>
</context>
<context>
    <name>surfio::MainWindow</name>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept</source>
        <translation>
            <numerusform>Fermato: %n punto conservato</numerusform>
            <numerusform>Fermato: %n punti conservati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s)</source>
        <translation>
            <numerusform>Completato: %n punto</numerusform>
            <numerusform>Completato: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept from %1 runs</source>
        <translation>
            <numerusform>Fermato: %n punto conservato da %1 esecuzioni</numerusform>
            <numerusform>Fermato: %n punti conservati da %1 esecuzioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s) from %1 runs</source>
        <translation>
            <numerusform>Completato: %n punto da %1 esecuzioni</numerusform>
            <numerusform>Completato: %n punti da %1 esecuzioni</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configurazione</translation>
    </message>
    <message>
        <source>Double-click a point for its time series and latency histogram</source>
        <translation>Fai doppio clic su un punto per vederne la serie temporale e l&apos;istogramma delle latenze</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Tempo reale</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Steady state</source>
        <translation>Stato stazionario</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>&amp;Apri risultato…</translation>
    </message>
    <message>
        <source>Open a Surfio or fio result</source>
        <translation>Apri un risultato di Surfio o di fio</translation>
    </message>
    <message>
        <source>Surfio and fio JSON results (*.json);;All files (*)</source>
        <translation>Risultati JSON di Surfio e fio (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>&amp;Import a fio job file…</source>
        <translation>&amp;Importa un file di job fio…</translation>
    </message>
    <message>
        <source>&amp;Paste a fio command line…</source>
        <translation>In&amp;colla una riga di comando fio…</translation>
    </message>
    <message>
        <source>&amp;Save result…</source>
        <translation>&amp;Salva risultato…</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>Salva il risultato</translation>
    </message>
    <message>
        <source>Surfio results (*.json)</source>
        <translation>Risultati di Surfio (*.json)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Esporta in &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the matrix as a &amp;fio job file…</source>
        <translation>Esporta la matrice come file di job &amp;fio…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Esegui</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Ferma</translation>
    </message>
    <message>
        <source>&amp;Resume interrupted run…</source>
        <translation>&amp;Riprendi esecuzione interrotta…</translation>
    </message>
    <message>
        <source>Resume an interrupted run</source>
        <translation>Riprendi un&apos;esecuzione interrotta</translation>
    </message>
    <message>
        <source>Surfio journals (*.journal)</source>
        <translation>Journal di Surfio (*.journal)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Surfio</source>
        <translation>&amp;Informazioni su Surfio</translation>
    </message>
    <message>
        <source>About Surfio</source>
        <translation>Informazioni su Surfio</translation>
    </message>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with Run → Resume interrupted run, or remove it to start over</source>
        <translation>%1 esiste: appartiene a un&apos;esecuzione interrotta. Riprendila con Esegui → Riprendi esecuzione interrotta, oppure eliminalo per ricominciare da capo</translation>
    </message>
    <message numerus="yes">
        <source>Run started: %n run(s) to go on %1</source>
        <translation>
            <numerusform>Esecuzione avviata: %n esecuzione in programma su %1</numerusform>
            <numerusform>Esecuzione avviata: %n esecuzioni in programma su %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Journal: %1 (Run → Resume interrupted run picks it up if Surfio is stopped)</source>
        <translation>Journal: %1 (se Surfio viene fermato, Esegui → Riprendi esecuzione interrotta lo riprende)</translation>
    </message>
    <message numerus="yes">
        <source>Resuming %1: %n run(s) already finished</source>
        <translation>
            <numerusform>Ripresa di %1: %n esecuzione già completata</numerusform>
            <numerusform>Ripresa di %1: %n esecuzioni già completate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted run(s) in %1: Run → Resume interrupted run finishes them</source>
        <translation>
            <numerusform>%n esecuzione interrotta in %1: Esegui → Riprendi esecuzione interrotta la completa</numerusform>
            <numerusform>%n esecuzioni interrotte in %1: Esegui → Riprendi esecuzione interrotta le completa</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arresto in corso…</translation>
    </message>
    <message>
        <source>Point %1 finished: %2 read IOPS, %3 write IOPS</source>
        <translation>Punto %1 completato: %2 IOPS in lettura, %3 IOPS in scrittura</translation>
    </message>
    <message>
        <source>Saved the result to %1</source>
        <translation>Risultato salvato in %1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Esecuzione non riuscita</translation>
    </message>
    <message>
        <source>Longest pause of the window during the run: %1 ms</source>
        <translation>Pausa più lunga della finestra durante l&apos;esecuzione: %1 ms</translation>
    </message>
    <message>
        <source>longest event-loop stall: %1 ms</source>
        <translation>blocco più lungo del ciclo di eventi: %1 ms</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>L&apos;esecuzione non è riuscita: %1</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>Apri risultato</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n point(s)</source>
        <translation>
            <numerusform>Aperto %1: %n punto</numerusform>
            <numerusform>Aperto %1: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Salva risultato</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Esporta CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export as a fio job file</source>
        <translation>Esporta come file di job fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>File di job fio (*.fio);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Exported the matrix as a fio job file to %1</source>
        <translation>Matrice esportata come file di job fio in %1</translation>
    </message>
    <message>
        <source>Import a fio job file</source>
        <translation>Importa un file di job fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>File di job fio (*.fio *.ini *.job);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>Impossibile importare %1: %2</translation>
    </message>
    <message>
        <source>Paste a fio command line</source>
        <translation>Incolla una riga di comando fio</translation>
    </message>
    <message>
        <source>The command cannot be imported: %1</source>
        <translation>Impossibile importare il comando: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 as the matrix: %n point(s)</source>
        <translation>
            <numerusform>%1 importato come matrice: %n punto</numerusform>
            <numerusform>%1 importato come matrice: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>%1 importato: %n opzione non usata dal motore di Surfio, elencata nella scheda Registro</numerusform>
            <numerusform>%1 importato: %n opzioni non usate dal motore di Surfio, elencate nella scheda Registro</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1: every option is used</source>
        <translation>%1 importato: tutte le opzioni sono usate</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Disegni SVG (*.svg)</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>Fermare l&apos;esecuzione?</translation>
    </message>
    <message>
        <source>A run is going. Stop it and close? The finished points are saved, and Run → Resume interrupted run can finish the rest later.</source>
        <translation>È in corso un&apos;esecuzione. Fermarla e chiudere? I punti completati vengono salvati, ed Esegui → Riprendi esecuzione interrotta potrà completare il resto in seguito.</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line as the matrix: %n point(s)</source>
        <translation>
            <numerusform>Riga di comando fio importata come matrice: %n punto</numerusform>
            <numerusform>Riga di comando fio importata come matrice: %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported the fio command line: every option is used</source>
        <translation>Riga di comando fio importata: tutte le opzioni sono usate</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>Riga di comando fio importata: %n opzione non usata dal motore di Surfio, elencata nella scheda Registro</numerusform>
            <numerusform>Riga di comando fio importata: %n opzioni non usate dal motore di Surfio, elencate nella scheda Registro</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Surfio will speak %1 from its next start.</source>
        <translation>Surfio userà questa lingua dal prossimo avvio: %1.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>La lingua del sistema</translation>
    </message>
    <message>
        <source>How to read the &amp;surface</source>
        <translation>Come leggere la &amp;superficie</translation>
    </message>
    <message>
        <source>io_uring (liburing %1), psync where io_uring is unavailable</source>
        <translation>io_uring (liburing %1), psync dove io_uring non è disponibile</translation>
    </message>
    <message>
        <source>psync: io_uring is unavailable here (%1)</source>
        <translation>psync: qui io_uring non è disponibile (%1)</translation>
    </message>
    <message>
        <source>still looking</source>
        <translation>ricerca ancora in corso</translation>
    </message>
    <message>
        <source>fio %1 (%2)</source>
        <translation>fio %1 (%2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A storage I/O benchmarking workbench.&lt;/p&gt;&lt;p&gt;Engine: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · kernel %5&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Un banco di prova per le prestazioni di I/O dello storage.&lt;/p&gt;&lt;p&gt;Motore: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · kernel %5&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. Press Start.</source>
        <translation>
            <numerusform>Primo avvio: la matrice rapida, %n punto in circa %1, su un file temporaneo in %2. Premi Avvia.</numerusform>
            <numerusform>Primo avvio: la matrice rapida, %n punti in circa %1, su un file temporaneo in %2. Premi Avvia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio will speak the system&apos;s language from its next start.</source>
        <translation>Surfio userà la lingua del sistema dal prossimo avvio.</translation>
    </message>
    <message>
        <source>Point %1: %2</source>
        <translation>Punto %1: %2</translation>
    </message>
    <message>
        <source>Point %1: its latency histogram and time series could not be read back: %2</source>
        <translation>Punto %1: non è stato possibile rileggere il suo istogramma di latenza e la sua serie temporale: %2</translation>
    </message>
    <message>
        <source>&amp;Recent runs</source>
        <translation>Esecuzioni &amp;recenti</translation>
    </message>
    <message>
        <source>Run this &amp;matrix again</source>
        <translation>Esegui di nuovo questa &amp;matrice</translation>
    </message>
    <message>
        <source>Puts the matrix and targets of the result on show into the Setup editor</source>
        <translation>Inserisce la matrice e le destinazioni del risultato mostrato nell&apos;editor di configurazione</translation>
    </message>
    <message>
        <source>Running on %1 — Surfio</source>
        <translation>In esecuzione su %1 — Surfio</translation>
    </message>
    <message>
        <source>unsaved run</source>
        <translation>esecuzione non salvata</translation>
    </message>
    <message numerus="yes">
        <source>Showing %1: %n point(s) on %2</source>
        <translation>
            <numerusform>Mostrato %1: %n punto su %2</numerusform>
            <numerusform>Mostrato %1: %n punti su %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No target: choose one in Setup</source>
        <translation>Nessuna destinazione: sceglietene una in Configurazione</translation>
    </message>
    <message>
        <source>Start runs on %1</source>
        <translation>Avvia eseguirà su %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>una destinazione sconosciuta</translation>
    </message>
    <message>
        <source>%1 · %2 — Surfio</source>
        <translation>%1 · %2 — Surfio</translation>
    </message>
    <message>
        <source>No runs saved yet in %1</source>
        <translation>Ancora nessuna esecuzione salvata in %1</translation>
    </message>
    <message>
        <source>Open the runs folder…</source>
        <translation>Apri la cartella delle esecuzioni…</translation>
    </message>
    <message>
        <source>The matrix of %1 is in the editor: press Start to run it again</source>
        <translation>La matrice di %1 è nell&apos;editor: premete Avvia per eseguirla di nuovo</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>il risultato mostrato</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Esci dallo schermo intero</translation>
    </message>
    <message>
        <source>&amp;Setup panel</source>
        <translation>Pannello di &amp;configurazione</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carico</translation>
    </message>
    <message>
        <source>The tab on show has no chart to export yet: open a result or run a matrix.</source>
        <translation>La scheda mostrata non ha ancora un grafico da esportare: apri un risultato o esegui una matrice.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Esporta il grafico</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>Grafico esportato in %1</translation>
    </message>
    <message>
        <source>Export the c&amp;hart on show as PNG or SVG…</source>
        <translation>Esporta il &amp;grafico mostrato come PNG o SVG…</translation>
    </message>
    <message>
        <source>Export the s&amp;urface as PNG or SVG…</source>
        <translation>Esporta la s&amp;uperficie come PNG o SVG…</translation>
    </message>
    <message>
        <source>2D charts</source>
        <translation>Grafici 2D</translation>
    </message>
    <message>
        <source>Demo stopped: the workbench is yours</source>
        <translation>Demo fermata: l&apos;interfaccia è tutta tua</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>Confronta c&amp;on…</translation>
    </message>
    <message>
        <source>Sets saved results against the one on show, point by point, in the Compare tab</source>
        <translation>Mette a confronto risultati salvati con quello mostrato, punto per punto, nella scheda Confronto</translation>
    </message>
    <message>
        <source>Stop c&amp;omparing</source>
        <translation>Ferma il co&amp;nfronto</translation>
    </message>
    <message>
        <source>the run going on</source>
        <translation>l&apos;esecuzione in corso</translation>
    </message>
    <message>
        <source>%1 holds no finished point: there is nothing in it to compare</source>
        <translation>%1 non contiene alcun punto completato: non c&apos;è nulla da confrontare</translation>
    </message>
    <message>
        <source>Compare: added %1 as %2</source>
        <translation>Confronto: %1 aggiunto come %2</translation>
    </message>
    <message>
        <source>Compare with saved results</source>
        <translation>Confronta con risultati salvati</translation>
    </message>
    <message>
        <source>Compare: stopped; the compared runs are let go</source>
        <translation>Confronto: fermato; le esecuzioni confrontate sono state rimosse</translation>
    </message>
    <message>
        <source>Not compared:
%1</source>
        <translation>Non confrontati:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Compare: %1 is A now; the %n compared run(s) are matched against it again</source>
        <translation>
            <numerusform>Confronto: ora A è %1; %n esecuzione confrontata è di nuovo abbinata ad A</numerusform>
            <numerusform>Confronto: ora A è %1; le %n esecuzioni confrontate sono di nuovo abbinate ad A</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Export a report</source>
        <translation>Esporta un report</translation>
    </message>
    <message>
        <source>There is no result to report on yet: open a result or run a matrix.</source>
        <translation>Non c&apos;è ancora un risultato di cui fare il report: apri un risultato o esegui una matrice.</translation>
    </message>
    <message>
        <source>HTML, one file with its images (*.html)</source>
        <translation>HTML, un unico file con le immagini (*.html)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Report scritto in %1</translation>
    </message>
    <message>
        <source>One file to send: summary, charts, table, flagged points, the comparison on show and how it was measured</source>
        <translation>Un unico file da inviare: riepilogo, grafici, tabella, punti segnalati, il confronto mostrato e le condizioni di misura</translation>
    </message>
    <message>
        <source>Export a re&amp;port (HTML or PDF)…</source>
        <translation>Esporta un re&amp;port (HTML o PDF)…</translation>
    </message>
    <message>
        <source>%1 exists. Replace it?</source>
        <translation>%1 esiste già. Sostituirlo?</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
    </message>
    <message>
        <source>The result could not be written (%1); the journal %2 keeps every finished point</source>
        <translation>Non è stato possibile scrivere il risultato (%1); il journal %2 conserva tutti i punti completati</translation>
    </message>
    <message>
        <source>%1 cannot be created: the run&apos;s result and journal go there; give --save=FILE in a folder you can write to, or make HOME (or XDG_DATA_HOME) writable</source>
        <translation>Impossibile creare %1: è lì che vanno il risultato e il journal dell&apos;esecuzione; indica --save=FILE in una cartella in cui puoi scrivere, oppure rendi scrivibile HOME (o XDG_DATA_HOME)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>The result on show at the last close could not be opened again: %1</source>
        <translation>Il risultato mostrato all&apos;ultima chiusura non si è potuto riaprire: %1</translation>
    </message>
    <message>
        <source>own matrix</source>
        <translation>matrice propria</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>recent run: preset, targets, date</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pick a point for what each of its targets did.</source>
        <translation>Scegli un punto per vedere cosa ha fatto ciascuna delle sue destinazioni.</translation>
    </message>
    <message numerus="yes">
        <source>Point %1: how its I/O split over its %n target(s) is not known (fio reports the jobs of a host together).</source>
        <translation>
            <numerusform>Punto %1: non si sa come il suo I/O si sia ripartito sulla sua %n destinazione (fio riporta insieme i job di un host).</numerusform>
            <numerusform>Punto %1: non si sa come il suo I/O si sia ripartito sulle sue %n destinazioni (fio riporta insieme i job di un host).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1 on its %n target(s): %2 IOPS in all, each target&apos;s own figures (its last run)</source>
        <translation>
            <numerusform>Punto %1 sulla sua %n destinazione: %2 IOPS in tutto, i valori propri di ciascuna destinazione (la sua ultima esecuzione)</numerusform>
            <numerusform>Punto %1 sulle sue %n destinazioni: %2 IOPS in tutto, i valori propri di ciascuna destinazione (la sua ultima esecuzione)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup: the cloud volume is %1, as in %2</source>
        <translation>Configurazione: il volume cloud è %1, come in %2</translation>
    </message>
</context>
<context>
    <name>surfio::MatrixEditor</name>
    <message>
        <source>Give at least one queue depth, e.g. 1,4,32</source>
        <translation>Indica almeno una profondità di coda, ad es. 1,4,32</translation>
    </message>
    <message>
        <source>A queue depth between commas is missing</source>
        <translation>Manca una profondità di coda tra due virgole</translation>
    </message>
    <message>
        <source>“%1” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32</source>
        <translation>“%1” non è una profondità di coda: indica numeri interi separati da virgole, ad es. 1,4,32</translation>
    </message>
    <message>
        <source>A queue depth of %1 is outside 1 to %2</source>
        <translation>La profondità di coda %1 è fuori dall&apos;intervallo da 1 a %2</translation>
    </message>
    <message>
        <source>Queue depth %1 is listed twice</source>
        <translation>La profondità di coda %1 compare due volte</translation>
    </message>
    <message>
        <source>Give at least one number of jobs, e.g. 1,4</source>
        <translation>Indica almeno un numero di job, ad es. 1,4</translation>
    </message>
    <message>
        <source>A number of jobs between commas is missing</source>
        <translation>Manca un numero di job tra due virgole</translation>
    </message>
    <message>
        <source>“%1” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4</source>
        <translation>“%1” non è un numero di job: indica numeri interi separati da virgole, ad es. 1,4</translation>
    </message>
    <message>
        <source>%1 jobs is listed twice</source>
        <translation>Il numero di job %1 compare due volte</translation>
    </message>
    <message>
        <source>Give a runtime per point, e.g. 30s</source>
        <translation>Indica una durata per punto, ad es. 30s</translation>
    </message>
    <message>
        <source>“%1” is not a runtime: give e.g. 30s, 500ms or 2m</source>
        <translation>“%1” non è una durata: indica ad es. 30s, 500ms o 2m</translation>
    </message>
    <message>
        <source>A runtime of 0 means no time limit, so the point would never end: give e.g. 30s</source>
        <translation>Una durata di 0 significa nessun limite di tempo, quindi il punto non finirebbe mai: indica ad es. 30s</translation>
    </message>
    <message>
        <source>“%1” is not a ramp time: give e.g. 5s or 500ms, or 0 for none</source>
        <translation>“%1” non è un tempo di rampa: indica ad es. 5s o 500ms, oppure 0 per nessuna rampa</translation>
    </message>
    <message>
        <source>“%1” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or device</source>
        <translation>“%1” non è una dimensione dell&apos;area: indica ad es. 1g o 256m, oppure lascia vuoto per l&apos;intero file o dispositivo</translation>
    </message>
    <message>
        <source>Block size %1 is larger than the region (%2): raise the region size or lower the block size</source>
        <translation>La dimensione del blocco %1 supera l&apos;area (%2): aumenta la dimensione dell&apos;area o riduci quella del blocco</translation>
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
        <translation>La suddivisione %1 compare due volte</translation>
    </message>
    <message>
        <source>“%1” is not a seed: give a whole number, or 0 for a new seed each run</source>
        <translation>“%1” non è un seme: indica un numero intero, oppure 0 per un seme nuovo a ogni esecuzione</translation>
    </message>
    <message>
        <source>Give the block size steady state watches, e.g. 4k</source>
        <translation>Indica la dimensione del blocco che lo stato stazionario monitora, ad es. 4k</translation>
    </message>
    <message>
        <source>“%1” is not a block size: give e.g. 4k or 128k</source>
        <translation>“%1” non è una dimensione del blocco: indica ad es. 4k o 128k</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>Pu&amp;nti</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Metodo</translation>
    </message>
    <message>
        <source>Show the previous part</source>
        <translation>Mostra la parte precedente</translation>
    </message>
    <message>
        <source>Show the next part</source>
        <translation>Mostra la parte successiva</translation>
    </message>
    <message>
        <source>Add part</source>
        <translation>Aggiungi parte</translation>
    </message>
    <message>
        <source>Add a part: another cross product of block sizes, mixes, depths and jobs, run after this one</source>
        <translation>Aggiungi una parte: un altro prodotto cartesiano di dimensioni del blocco, mix, profondità e job, eseguito dopo questo</translation>
    </message>
    <message>
        <source>Remove part</source>
        <translation>Rimuovi parte</translation>
    </message>
    <message>
        <source>Remove the part shown</source>
        <translation>Rimuovi la parte mostrata</translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation>Dimensioni del &amp;blocco:</translation>
    </message>
    <message>
        <source>Add, e.g. 12k</source>
        <translation>Aggiungi, ad es. 12k</translation>
    </message>
    <message>
        <source>Add, e.g. 70</source>
        <translation>Aggiungi, ad es. 70</translation>
    </message>
    <message>
        <source>e.g. 4k/60:64k/30:1m/10</source>
        <translation>ad es. 4k/60:64k/30:1m/10</translation>
    </message>
    <message>
        <source>Block-size mixes in fio&apos;s bssplit syntax, size/percent of the I/Os; several separated by spaces. Each is one more block-size column.</source>
        <translation>Mix di dimensioni del blocco nella sintassi bssplit di fio, dimensione/percentuale degli I/O; più mix separati da spazi. Ognuno è una colonna di dimensione del blocco in più.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequenziale</translation>
    </message>
    <message>
        <source>Random share</source>
        <translation>Quota casuale</translation>
    </message>
    <message>
        <source>Where each I/O goes; the read % list gives the mix of reads and writes</source>
        <translation>Dove va ogni I/O; la lista % letture dà il mix di letture e scritture</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of I/Os at random offsets; the rest follow on sequentially (fio&apos;s percentage_random). Every part shares it.</source>
        <translation>Quota di I/O a offset casuali; gli altri proseguono in sequenza (percentage_random di fio). Vale per tutte le parti.</translation>
    </message>
    <message>
        <source>e.g. 1,4,32</source>
        <translation>ad es. 1,4,32</translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation>&amp;Profondità di coda:</translation>
    </message>
    <message>
        <source>e.g. 1,4</source>
        <translation>ad es. 1,4</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>&amp;Job:</translation>
    </message>
    <message>
        <source>e.g. 30s, 500ms, 2m</source>
        <translation>ad es. 30s, 500ms, 2m</translation>
    </message>
    <message>
        <source>e.g. 5s; empty for none</source>
        <translation>ad es. 5s; vuoto per nessuna</translation>
    </message>
    <message>
        <source>Time before measuring starts, at the start of each point</source>
        <translation>Tempo prima che inizi la misura, all&apos;inizio di ogni punto</translation>
    </message>
    <message>
        <source>R&amp;amp per point:</source>
        <translation>Rampa per punto:</translation>
    </message>
    <message>
        <source>whole file or device</source>
        <translation>intero file o dispositivo</translation>
    </message>
    <message>
        <source>How much of the target each point uses, e.g. 1g</source>
        <translation>Quanta parte della destinazione usa ogni punto, ad es. 1g</translation>
    </message>
    <message>
        <source>Re&amp;gion size:</source>
        <translation>Dimen&amp;sione area:</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or turn direct I/O off</source>
        <translation>La dimensione del blocco %1 B non è un multiplo di 512 byte, come richiede l&apos;I/O diretto: usa un multiplo di 512 o disattiva l&apos;I/O diretto</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <translation>Parte %1 di %2</translation>
    </message>
    <message>
        <source>Check at least one block size, or give a split</source>
        <translation>Seleziona almeno una dimensione del blocco, o indica una suddivisione</translation>
    </message>
    <message>
        <source>Check at least one read percentage</source>
        <translation>Seleziona almeno una percentuale di letture</translation>
    </message>
    <message>
        <source>Part %1 has no points: give it at least one block size or split, read percentage, queue depth and number of jobs, or remove it</source>
        <translation>La parte %1 non ha punti: indica almeno una dimensione del blocco o suddivisione, una percentuale di letture, una profondità di coda e un numero di job, oppure rimuovila</translation>
    </message>
    <message>
        <source>Steady state tracks %1 at %2 % read, which no point runs: track a block size and read % of the matrix</source>
        <translation>Lo stato stazionario monitora %1 con %2 % di letture, ma nessun punto lo esegue: monitora una dimensione del blocco e una % letture presenti nella matrice</translation>
    </message>
    <message numerus="yes">
        <source>Steady state needs %n round(s) before it can judge: raise the maximum rounds</source>
        <translation>
            <numerusform>Lo stato stazionario richiede %n ciclo prima di poter valutare: aumenta il numero massimo di cicli</numerusform>
            <numerusform>Lo stato stazionario richiede %n cicli prima di poter valutare: aumenta il numero massimo di cicli</numerusform>
        </translation>
    </message>
    <message>
        <source>No points</source>
        <translation>Nessun punto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · under a second</source>
        <translation>
            <numerusform>%Ln punto · meno di un secondo</numerusform>
            <numerusform>%Ln punti · meno di un secondo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · about %1</source>
        <translation>
            <numerusform>%Ln punto · circa %1</numerusform>
            <numerusform>%Ln punti · circa %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln punto per ciclo</numerusform>
            <numerusform>%Ln punti per ciclo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %Ln time(s) in a row</source>
        <translation>
            <numerusform>Ogni punto viene eseguito %Ln volta di seguito</numerusform>
            <numerusform>Ogni punto viene eseguito %Ln volte di seguito</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln round(s), until steady state</source>
        <translation>
            <numerusform>Al massimo %Ln ciclo, fino allo stato stazionario</numerusform>
            <numerusform>Al massimo %Ln cicli, fino allo stato stazionario</numerusform>
        </translation>
    </message>
    <message>
        <source>At most about %1 in all</source>
        <translation>Al massimo circa %1 in tutto</translation>
    </message>
    <message>
        <source>About %1 in all</source>
        <translation>Circa %1 in tutto</translation>
    </message>
    <message>
        <source>Preconditioning writes come first, for as long as the target takes</source>
        <translation>Prima vengono le scritture di precondizionamento, per il tempo che richiede la destinazione</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region</source>
        <translation>Ridotto dal preset “%1”: prevede %2 per punto su un&apos;area di %3</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point</source>
        <translation>Ridotto dal preset “%1”: prevede %2 per punto</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends a %2 region</source>
        <translation>Ridotto dal preset “%1”: prevede un&apos;area di %2</translation>
    </message>
    <message>
        <source>%1 is not a job count from 1 to %2</source>
        <translation>%1 non è un numero di job da 1 a %2</translation>
    </message>
    <message>
        <source>Writes carry a header and crc32c checksum every 512 bytes; every read checks them, and a mismatch fails the point, naming the offset. Costs CPU per I/O (filling and summing each block), which lowers IOPS where the CPU is the limit; jobs sharing a target each get a part of the region of their own. Not with the fio engine.</source>
        <translation>Le scritture portano un&apos;intestazione e un checksum crc32c ogni 512 byte; ogni lettura li controlla, e una discrepanza fa fallire il punto indicando l&apos;offset. Costa CPU per I/O (riempire e sommare ogni blocco), il che abbassa gli IOPS dove il limite è la CPU; i job che condividono una destinazione hanno ciascuno una parte della regione tutta sua. Non con il motore fio.</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which data verification needs: use a multiple of 512, or turn verification off</source>
        <translation>La dimensione di blocco %1 B non è un multiplo di 512 byte, come richiede la verifica dei dati: usa un multiplo di 512, oppure disattiva la verifica</translation>
    </message>
    <message>
        <source>Points that end by bytes run until %1 per job is done: how fast this target moves them is not known yet</source>
        <translation>I punti che finiscono a un numero di byte girano finché ogni job ha fatto %1: la velocità di questa destinazione per loro non è ancora nota</translation>
    </message>
    <message>
        <source>Of which about %1 lays the region out first (a file Surfio laid out before is not laid out again)</source>
        <translation>Di cui circa %1 per riempire prima la regione (un file già preparato da Surfio non viene preparato di nuovo)</translation>
    </message>
    <message>
        <source>Give at least one rate, e.g. 0,500,1000</source>
        <translation>Indica almeno una velocità, ad es. 0,500,1000</translation>
    </message>
    <message>
        <source>A rate between commas is missing</source>
        <translation>Manca una velocità tra due virgole</translation>
    </message>
    <message>
        <source>“%1” is not a rate: give IOPS per job as whole numbers separated by commas, 0 for unthrottled, e.g. 0,500,1000</source>
        <translation>“%1” non è una velocità: indica gli IOPS per job come numeri interi separati da virgole, 0 per nessun limite, ad es. 0,500,1000</translation>
    </message>
    <message>
        <source>A rate of %1 is above %2</source>
        <translation>La velocità %1 supera %2</translation>
    </message>
    <message>
        <source>Rate %1 is listed twice</source>
        <translation>La velocità %1 compare due volte</translation>
    </message>
    <message>
        <source>unthrottled; e.g. 0,500,1000</source>
        <translation>senza limite; ad es. 0,500,1000</translation>
    </message>
    <message>
        <source>Caps on IOPS per job (fio&apos;s rate_iops), separated by commas: the part runs at each; 0 runs unthrottled</source>
        <translation>Limiti di IOPS per job (rate_iops di fio), separati da virgole: la parte viene eseguita a ciascuno; 0 esegue senza limite</translation>
    </message>
    <message>
        <source>R&amp;ead %:</source>
        <translation>% &amp;letture:</translation>
    </message>
    <message>
        <source>Splits:</source>
        <translation>Suddivisioni:</translation>
    </message>
    <message>
        <source>Pa&amp;ttern:</source>
        <translation>Access&amp;o:</translation>
    </message>
    <message>
        <source>Rates (IOPS per job):</source>
        <translation>Velocità (IOPS per job):</translation>
    </message>
    <message>
        <source>Ru&amp;ntime per point:</source>
        <translation>Dura&amp;ta per punto:</translation>
    </message>
    <message>
        <source>Direct &amp;I/O (bypass the page cache)</source>
        <translation>I/O diretto (senza cache delle pa&amp;gine)</translation>
    </message>
    <message>
        <source>Verif&amp;y data (crc32c)</source>
        <translation>Verifica i dati (&amp;crc32c)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round · at most about %1</source>
        <translation>
            <numerusform>%Ln punto per ciclo · al massimo circa %1</numerusform>
            <numerusform>%Ln punti per ciclo · al massimo circa %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Give at least one number of targets, e.g. 1,2,4</source>
        <translation>Indica almeno un numero di destinazioni, ad es. 1,2,4</translation>
    </message>
    <message>
        <source>A number of targets between commas is missing</source>
        <translation>Manca un numero di destinazioni tra due virgole</translation>
    </message>
    <message>
        <source>“%1” is not a number of targets: give whole numbers separated by commas, e.g. 1,2,4</source>
        <translation>“%1” non è un numero di destinazioni: indica numeri interi separati da virgole, ad es. 1,2,4</translation>
    </message>
    <message>
        <source>%1 is not a target count from 1 to %2</source>
        <translation>%1 non è un numero di destinazioni da 1 a %2</translation>
    </message>
    <message>
        <source>%1 targets is listed twice</source>
        <translation>%1 destinazioni compare due volte</translation>
    </message>
    <message>
        <source>all; e.g. 1,2,4</source>
        <translation>tutte; ad es. 1,2,4</translation>
    </message>
    <message>
        <source>Targets in use:</source>
        <translation>Destinazioni in uso:</translation>
    </message>
    <message>
        <source>How many of the targets each point runs on, the first of them, separated by commas: the host&apos;s maximum over the number of volumes (--target-count). Empty: all of them</source>
        <translation>Su quante destinazioni viene eseguito ogni punto, le prime, separate da virgole: il massimo dell&apos;host rispetto al numero di volumi (--target-count). Vuoto: tutte</translation>
    </message>
    <message>
        <source>Preset “%1” on the whole target (%2): its %3 region is up to the target&apos;s size</source>
        <translation>Preset “%1” sull&apos;intera destinazione (%2): la sua area di %3 arriva fino alla dimensione della destinazione</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region, here the whole target (%4)</source>
        <translation>Ridotto dal preset “%1”: prevede %2 per punto su un&apos;area di %3, qui l&apos;intera destinazione (%4)</translation>
    </message>
</context>
<context>
    <name>surfio::MethodPage</name>
    <message>
        <source>E&amp;ngine:</source>
        <translation>Mo&amp;tore:</translation>
    </message>
    <message>
        <source>f&amp;io hosts:</source>
        <translation>&amp;Host fio:</translation>
    </message>
    <message>
        <source>any, e.g. 0-3,5</source>
        <translation>qualsiasi, ad es. 0-3,5</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>Come elencato</translation>
    </message>
    <message>
        <source>Part after part, each as its lists give it</source>
        <translation>Una parte dopo l&apos;altra, ciascuna come indicato dalle sue liste</translation>
    </message>
    <message>
        <source>SNIA PTS order</source>
        <translation>Ordine SNIA PTS</translation>
    </message>
    <message>
        <source>Read/write mix outer, block size descending inner, as SNIA&apos;s performance test specification runs it</source>
        <translation>Per ogni mix di letture/scritture, dimensioni del blocco in ordine decrescente, come nella specifica di test delle prestazioni di SNIA</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>The listed points in a random order, so drift over time does not follow one axis</source>
        <translation>I punti elencati in ordine casuale, così che la deriva nel tempo non segua un solo asse</translation>
    </message>
    <message>
        <source>0: a new seed each run</source>
        <translation>0: un seme nuovo a ogni esecuzione</translation>
    </message>
    <message>
        <source>The same seed gives the same order; 0 picks a new seed each run and records it in the result</source>
        <translation>Lo stesso seme dà lo stesso ordine; 0 sceglie un seme nuovo a ogni esecuzione e lo registra nel risultato</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps every one</source>
        <translation>Esecuzioni di ogni punto, una di seguito all&apos;altra; il risultato le conserva tutte</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Prove:</translation>
    </message>
    <message>
        <source>As SNIA PTS does before measuring, so a fresh or trimmed device does not look faster than it will be</source>
        <translation>Come fa SNIA PTS prima di misurare, perché un dispositivo nuovo o appena sottoposto a trim non sembri più veloce di quanto sarà</translation>
    </message>
    <message>
        <source>Run the whole matrix in rounds until the IOPS of the tracked points settle over the last rounds (range within 20 % and slope within 10 % of their mean), at most the maximum</source>
        <translation>Esegue l&apos;intera matrice a cicli finché gli IOPS dei punti monitorati non si stabilizzano negli ultimi cicli (ampiezza entro il 20 % e pendenza entro il 10 % della media), al massimo fino al limite di cicli</translation>
    </message>
    <message>
        <source>e.g. 4k</source>
        <translation>ad es. 4k</translation>
    </message>
    <message>
        <source>Steady state watches the points with this block size and read %</source>
        <translation>Lo stato stazionario monitora i punti con questa dimensione del blocco e % letture</translation>
    </message>
    <message>
        <source>Tracked &amp;block size:</source>
        <translation>Dimensione &amp;blocco monitorata:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tracked read %:</source>
        <translation>% letture monitorata:</translation>
    </message>
    <message>
        <source>Rounds before the run ends with “steady state not reached”; SNIA PTS uses 25</source>
        <translation>Cicli prima che l&apos;esecuzione termini con “stato stazionario non raggiunto”; SNIA PTS ne usa 25</translation>
    </message>
    <message>
        <source>Ma&amp;x rounds:</source>
        <translation>&amp;Cicli massimi:</translation>
    </message>
    <message>
        <source>Ord&amp;er:</source>
        <translation>&amp;Ordine:</translation>
    </message>
    <message>
        <source>Shuffle seed:</source>
        <translation>Seme casuale:</translation>
    </message>
    <message>
        <source>Precondition: write the re&amp;gion twice (128 KiB sequential) first</source>
        <translation>Precondiziona: scrivi prima &amp;l&apos;area due volte (sequenziale da 128 KiB)</translation>
    </message>
    <message>
        <source>Repeat until stead&amp;y state (SNIA PTS)</source>
        <translation>Ripeti fino allo &amp;stato stazionario (SNIA PTS)</translation>
    </message>
</context>
<context>
    <name>surfio::MetricBox</name>
    <message>
        <source>IOPS (reads + writes)</source>
        <translation>IOPS (letture + scritture)</translation>
    </message>
    <message>
        <source>MB/s (reads + writes)</source>
        <translation>MB/s (letture + scritture)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Latenza media</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Latenza p99</translation>
    </message>
    <message>
        <source>Latency counts reads and writes together: the mean over all I/Os (weighted by their number) and the 99th percentile of all I/Os, so a mixed point is judged by every I/O it did.</source>
        <translation>La latenza considera insieme letture e scritture: la media su tutti gli I/O (pesata per il loro numero) e il 99° percentile di tutti gli I/O, così un punto misto viene giudicato da ogni I/O che ha eseguito.</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: choose all hosts for the p99</source>
        <translation>La modalità client di fio fornisce solo la latenza media di ogni host: scegli tutti gli host per il p99</translation>
    </message>
</context>
<context>
    <name>surfio::PointBands</name>
    <message>
        <source>sequential</source>
        <translation>sequenziale</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lettura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>scrittura</translation>
    </message>
    <message>
        <source>%1% read</source>
        <translation>%1% in lettura</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n job</numerusform>
        </translation>
    </message>
    <message>
        <source>seq</source>
        <comment>short for sequential</comment>
        <translation>seq</translation>
    </message>
    <message>
        <source>rnd</source>
        <comment>short for random</comment>
        <translation>cas</translation>
    </message>
    <message>
        <source>R</source>
        <comment>short for read</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>W</source>
        <comment>short for write</comment>
        <translation>S</translation>
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
        <translation>Lettura</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Scrittura</translation>
    </message>
    <message>
        <source>Point %1 — %2</source>
        <translation>Punto %1 — %2</translation>
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
        <translation>Media</translation>
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
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motore:</translation>
    </message>
    <message>
        <source>Fallback:</source>
        <translation>Ripiego:</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>directory</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>dispositivo a blocchi</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1 tramite %2</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Destinazioni:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Destinazione:</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</source>
        <translation>
            <numerusform>%n esecuzione conteggiata: %1 ± %2 IOPS (CV %3 %), da %4 a %5; i valori e i grafici qui si riferiscono alla prova %6, ciclo %7</numerusform>
            <numerusform>%n esecuzioni conteggiate: %1 ± %2 IOPS (CV %3 %), da %4 a %5; i valori e i grafici qui si riferiscono alla prova %6, ciclo %7</numerusform>
        </translation>
    </message>
    <message>
        <source>Unstable: the IOPS vary by more than %1 % between runs, so the mean says little about one run.</source>
        <translation>Instabile: gli IOPS variano di oltre il %1 % tra un&apos;esecuzione e l&apos;altra, quindi la media dice poco di una singola esecuzione.</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Esecuzioni:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1, stopped before its runtime ended</source>
        <translation>%1, fermato prima della fine della durata</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Misurato:</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Errore:</translation>
    </message>
    <message>
        <source>Over the point&apos;s run</source>
        <translation>Sull&apos;intera esecuzione del punto</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Tempo trascorso</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>%1 p99</source>
        <translation>%1 p99</translation>
    </message>
    <message>
        <source>Latency histogram</source>
        <translation>Istogramma delle latenze</translation>
    </message>
    <message>
        <source>Completion latency</source>
        <translation>Latenza di completamento</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>I/O</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>crc32c; this result does not record how many reads were checked</source>
        <translation>crc32c; questo risultato non registra quante letture sono state verificate</translation>
    </message>
    <message>
        <source>crc32c; writes stamped, no reads to check</source>
        <translation>crc32c; scritture marcate, nessuna lettura da verificare</translation>
    </message>
    <message>
        <source>crc32c: %1 (%2 of data)</source>
        <translation>crc32c: %1 (%2 di dati)</translation>
    </message>
    <message>
        <source>Verify:</source>
        <translation>Verifica:</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, sotto %2</translation>
    </message>
    <message>
        <source>What the devices and the CPU did</source>
        <translation>Che cosa hanno fatto i dispositivi e la CPU</translation>
    </message>
    <message>
        <source>No device figures: the target lies on no block device (tmpfs, NFS), the run was on fio&apos;s hosts, or Surfio did not record them yet.</source>
        <translation>Nessuna cifra del dispositivo: la destinazione non si trova su un dispositivo a blocchi (tmpfs, NFS), l&apos;esecuzione è avvenuta sugli host di fio, oppure Surfio non le registrava ancora.</translation>
    </message>
    <message numerus="yes">
        <source>Depth asked: %1 in flight per job × %n job(s); the targets&apos; own devices had %2 in flight on average.</source>
        <translation>
            <numerusform>Profondità chiesta: %1 pendenti per job × %n job; i dispositivi propri delle destinazioni ne avevano in media %2 pendenti.</numerusform>
            <numerusform>Profondità chiesta: %1 pendenti per job × %n job; i dispositivi propri delle destinazioni ne avevano in media %2 pendenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU: %1 % user, %2 % system (the worker threads&apos; mean, as fio&apos;s usr_cpu and sys_cpu), %3 context switches, %4 µs per I/O.</source>
        <translation>CPU: %1 % utente, %2 % sistema (la media dei thread di lavoro, come usr_cpu e sys_cpu di fio), %3 cambi di contesto, %4 µs per I/O.</translation>
    </message>
    <message>
        <source>CPU: not recorded.</source>
        <translation>CPU: non registrata.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Letture</translation>
    </message>
    <message>
        <source>Read requests the device completed (fio&apos;s read_ios)</source>
        <translation>Richieste di lettura completate dal dispositivo (read_ios di fio)</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Scritture</translation>
    </message>
    <message>
        <source>Write requests the device completed (fio&apos;s write_ios)</source>
        <translation>Richieste di scrittura completate dal dispositivo (write_ios di fio)</translation>
    </message>
    <message>
        <source>Merged</source>
        <translation>Unite</translation>
    </message>
    <message>
        <source>Reads / writes merged into a request already queued (read_merges / write_merges)</source>
        <translation>Letture / scritture unite a una richiesta già in coda (read_merges / write_merges)</translation>
    </message>
    <message>
        <source>Data read</source>
        <translation>Dati letti</translation>
    </message>
    <message>
        <source>read_sectors, 512 bytes each</source>
        <translation>read_sectors, da 512 byte ciascuno</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Scritti</translation>
    </message>
    <message>
        <source>write_sectors, 512 bytes each</source>
        <translation>write_sectors, da 512 byte ciascuno</translation>
    </message>
    <message>
        <source>Busy reading</source>
        <translation>Tempo in lettura</translation>
    </message>
    <message>
        <source>Time the read requests spent, added up over the requests (read_ticks)</source>
        <translation>Tempo trascorso dalle richieste di lettura, sommato sulle richieste (read_ticks)</translation>
    </message>
    <message>
        <source>Busy writing</source>
        <translation>Tempo in scrittura</translation>
    </message>
    <message>
        <source>Time the write requests spent, added up over the requests (write_ticks)</source>
        <translation>Tempo trascorso dalle richieste di scrittura, sommato sulle richieste (write_ticks)</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>Utilizzo</translation>
    </message>
    <message>
        <source>Share of the time the device had a request in flight (util)</source>
        <translation>Quota del tempo in cui il dispositivo aveva una richiesta pendente (util)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondità</translation>
    </message>
    <message>
        <source>Requests in flight on average: in_queue over the measured time</source>
        <translation>Richieste pendenti in media: in_queue sul tempo misurato</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>Point %1: %2 · %3 · %4% read · QD %5 × %n job(s)</source>
        <translation>
            <numerusform>Punto %1: %2 · %3 · %4% in lettura · QD %5 × %n job</numerusform>
            <numerusform>Punto %1: %2 · %3 · %4% in lettura · QD %5 × %n job</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the mean mixes regimes: sustained level %2 IOPS</source>
        <translation>%1; la media mescola più regimi: livello sostenuto %2 IOPS</translation>
    </message>
    <message>
        <source>Regimes:</source>
        <translation>Regimi:</translation>
    </message>
    <message numerus="yes">
        <source>On its %n target(s)</source>
        <translation>
            <numerusform>Sulla sua %n destinazione</numerusform>
            <numerusform>Sulle sue %n destinazioni</numerusform>
        </translation>
    </message>
    <message>
        <source>How the I/O split over the targets is not known: fio reports the jobs of a host together.</source>
        <translation>Non si sa come l&apos;I/O si sia ripartito sulle destinazioni: fio riporta insieme i job di un host.</translation>
    </message>
    <message>
        <source>This point wrote nothing: its bandwidth has no GiB written to be drawn against</source>
        <translation>Questo punto non ha scritto nulla: la sua banda non ha GiB scritti su cui essere tracciata</translation>
    </message>
</context>
<context>
    <name>surfio::PointsChart</name>
    <message>
        <source>random read</source>
        <translation>lettura casuale</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>lettura sequenziale</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>scrittura casuale</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>scrittura sequenziale</translation>
    </message>
    <message>
        <source>random, %1 % read</source>
        <translation>casuale, %1 % di letture</translation>
    </message>
    <message>
        <source>sequential, %1 % read</source>
        <translation>sequenziale, %1 % di letture</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n job</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PresetPicker</name>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln punto per ciclo</numerusform>
            <numerusform>%Ln punti per ciclo</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own preset, in %1</source>
        <translation>Preset personale, in %1</translation>
    </message>
    <message>
        <source>A matrix from published test methods, or one of your own; it replaces the matrix below, the targets stay</source>
        <translation>Una matrice tratta da metodi di test pubblicati, o una tua; sostituisce la matrice qui sotto, le destinazioni restano</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Salva come preset…</translation>
    </message>
    <message>
        <source>Keep the matrix below as a preset of your own</source>
        <translation>Conserva la matrice qui sotto come preset personale</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Scegli un preset…</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <comment>an own preset in the list</comment>
        <translation>%1 (tuo)</translation>
    </message>
    <message>
        <source>Give the preset a name: letters, digits, “-”, “_” and “.”, e.g. my-ssd</source>
        <translation>Dai un nome al preset: lettere, cifre, “-”, “_” e “.”, ad es. mio-ssd</translation>
    </message>
    <message>
        <source>“%1” cannot be a preset&apos;s name: use letters, digits, “-”, “_” and “.”, not first, e.g. my-ssd</source>
        <translation>“%1” non può essere il nome di un preset: usa lettere, cifre, “-”, “_” e “.”, ma non come primo carattere, ad es. mio-ssd</translation>
    </message>
    <message numerus="yes">
        <source>The name is longer than %n character(s): shorten it</source>
        <translation>
            <numerusform>Il nome supera %n carattere: accorcialo</numerusform>
            <numerusform>Il nome supera %n caratteri: accorcialo</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is a built-in preset&apos;s name: choose another</source>
        <translation>“%1” è il nome di un preset integrato: scegline un altro</translation>
    </message>
    <message>
        <source>There is no matrix to save</source>
        <translation>Non c&apos;è nessuna matrice da salvare</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”</source>
        <translation>Hai già un preset chiamato “%1”</translation>
    </message>
    <message>
        <source>Save as Preset</source>
        <translation>Salva come preset</translation>
    </message>
    <message>
        <source>e.g. my-ssd</source>
        <translation>ad es. mio-ssd</translation>
    </message>
    <message>
        <source>The file name, and what surfio run --preset= takes</source>
        <translation>Il nome del file, e il valore da dare a surfio run --preset=</translation>
    </message>
    <message>
        <source>e.g. My SSD, before and after the firmware update</source>
        <translation>ad es. Il mio SSD, prima e dopo l&apos;aggiornamento del firmware</translation>
    </message>
    <message>
        <source>What it measures and where its parameters come from</source>
        <translation>Cosa misura e da dove vengono i suoi parametri</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titolo:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrizione:</translation>
    </message>
    <message>
        <source>Preset Not Saved</source>
        <translation>Preset non salvato</translation>
    </message>
    <message>
        <source>Replace Preset</source>
        <translation>Sostituisci preset</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”. Replace it?</source>
        <translation>Hai già un preset chiamato “%1”. Sostituirlo?</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln punti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) · %3</source>
        <translation>%1 (%2) · %3</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>fino a %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>circa %1</translation>
    </message>
    <message>
        <source>%1 (%2) · %3 · %4</source>
        <translation>%1 (%2) · %3 · %4</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>P&amp;reset:</translation>
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
        <translation>Riempimento della destinazione con dati casuali: %1%</translation>
    </message>
    <message>
        <source>Preconditioning: writing the region twice with 128 KiB sequential writes: %1%</source>
        <translation>Precondizionamento: doppia scrittura dell&apos;area con scritture sequenziali da 128 KiB: %1%</translation>
    </message>
    <message>
        <source>Round %1 (at most %2)</source>
        <translation>Ciclo %1 (al massimo %2)</translation>
    </message>
    <message>
        <source>Point %1/%2</source>
        <translation>Punto %1/%2</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % letture</translation>
    </message>
    <message>
        <source>trial %1/%2</source>
        <translation>prova %1/%2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>trascorso %1</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>mancano circa %1</translation>
    </message>
</context>
<context>
    <name>surfio::Provenance</name>
    <message>
        <source>%1 per point</source>
        <translation>%1 per punto</translation>
    </message>
    <message>
        <source>%1 per point after %2 of ramp</source>
        <translation>%1 per punto dopo %2 di rampa</translation>
    </message>
    <message>
        <source>%1, rounds until steady state</source>
        <translation>%1, cicli fino allo stato stazionario</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n trial(s)</source>
        <translation>
            <numerusform>%1, %n prova</numerusform>
            <numerusform>%1, %n prove</numerusform>
        </translation>
    </message>
    <message>
        <source>no target</source>
        <translation>nessuna destinazione</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non eseguito</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>versione sconosciuta</translation>
    </message>
    <message>
        <source>%1 · engine %2 · %3 · %4 · %5 · Surfio %6</source>
        <translation>%1 · motore %2 · %3 · %4 · %5 · Surfio %6</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>I/O diretto</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>I/O bufferizzato</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · QD %2 × %n job(s)</source>
        <translation>
            <numerusform>%1 · QD %2 × %n job</numerusform>
            <numerusform>%1 · QD %2 × %n job</numerusform>
        </translation>
    </message>
    <message>
        <source> · at %1 % of the unthrottled IOPS</source>
        <translation> · al %1 % degli IOPS senza limite</translation>
    </message>
    <message>
        <source> · %1 IOPS per job</source>
        <translation> · %1 IOPS per job</translation>
    </message>
    <message numerus="yes">
        <source> · %n target(s)</source>
        <translation>
            <numerusform> · %n destinazione</numerusform>
            <numerusform> · %n destinazioni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::Report</name>
    <message>
        <source>The run failed: %1. The figures are what finished before it did.</source>
        <translation>L&apos;esecuzione non è riuscita: %1. I valori sono quelli di ciò che si è concluso prima del fallimento.</translation>
    </message>
    <message>
        <source>The run was stopped before its end: the figures are of the points that finished.</source>
        <translation>L&apos;esecuzione è stata fermata prima della fine: i valori sono quelli dei punti completati.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message numerus="yes">
        <source>%1 measured %n point(s) of %2 planned on %3.</source>
        <translation>
            <numerusform>%1 ha misurato %n punto dei %2 previsti su %3.</numerusform>
            <numerusform>%1 ha misurato %n punti dei %2 previsti su %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Questa esecuzione</translation>
    </message>
    <message>
        <source>Limits, %1: %2</source>
        <translation>Limiti, %1: %2</translation>
    </message>
    <message>
        <source>Load, %1: %2</source>
        <translation>Carico, %1: %2</translation>
    </message>
    <message>
        <source>Regimes, point %1 trial %2: %3</source>
        <translation>Regimi, punto %1, prova %2: %3</translation>
    </message>
    <message>
        <source>First run, point %1: %2</source>
        <translation>Prima esecuzione, punto %1: %2</translation>
    </message>
    <message>
        <source>The analysis found no limit, regime change or knee: it needs points that differ in block size alone (limits), in queue depth or rate alone (the knee), or runs whose rate changed on the way (regimes).</source>
        <translation>L&apos;analisi non ha trovato limiti, cambi di regime né ginocchi: servono punti che differiscano solo per dimensione del blocco (limiti), solo per profondità di coda o velocità (il ginocchio), oppure esecuzioni la cui velocità è cambiata strada facendo (regimi).</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>%1 · IOPS surface</source>
        <translation>%1 · superficie degli IOPS</translation>
    </message>
    <message>
        <source>%1 · IOPS by block size</source>
        <translation>%1 · IOPS per dimensione del blocco</translation>
    </message>
    <message>
        <source>%1 · MB/s by block size</source>
        <translation>%1 · MB/s per dimensione del blocco</translation>
    </message>
    <message>
        <source>%1 · p99 latency</source>
        <translation>%1 · latenza p99</translation>
    </message>
    <message>
        <source>Charts are drawn for the first %1 slices; the table has every point.</source>
        <translation>I grafici sono disegnati solo per le prime %1 sezioni; la tabella contiene tutti i punti.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) alone in their slice (one pattern, depth and job count) have no chart: the table has their figures.</source>
        <translation>
            <numerusform>%n punto da solo nella sua sezione (un tipo di accesso, una profondità e un numero di job) non ha grafici: la tabella ne riporta i valori.</numerusform>
            <numerusform>%n punti da soli nella loro sezione (un tipo di accesso, una profondità e un numero di job) non hanno grafici: la tabella ne riporta i valori.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>One row per point: the mean over its runs that count (its trials, or a steady state&apos;s window). IOPS and MB/s count reads and writes together; latency is over every I/O.</source>
        <translation>Una riga per punto: la media sulle sue esecuzioni conteggiate (le sue prove, o la finestra di stato stazionario). IOPS e MB/s contano insieme letture e scritture; la latenza è calcolata su tutti gli I/O.</translation>
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
        <translation>% letture</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>rate_iops</source>
        <translation>rate_iops</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Esecuzioni</translation>
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
        <translation>Latenza media</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Latenza p99</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>see Flagged points</source>
        <translation>vedi Punti segnalati</translation>
    </message>
    <message>
        <source>unstable: its IOPS vary by %1 % (CV) over %2 runs, more than %3 %; the mean says little about what one run gives</source>
        <translation>instabile: i suoi IOPS variano del %1 % (CV) su %2 esecuzioni, oltre il %3 %; la media dice poco di ciò che dà una singola esecuzione</translation>
    </message>
    <message>
        <source>mixed regimes in trial %1: %2</source>
        <translation>regimi misti nella prova %1: %2</translation>
    </message>
    <message>
        <source>run %1 failed: %2</source>
        <translation>l&apos;esecuzione %1 non è riuscita: %2</translation>
    </message>
    <message>
        <source>run %1 was stopped early: its figures are what finished</source>
        <translation>l&apos;esecuzione %1 è stata fermata in anticipo: i suoi valori sono quelli di ciò che si è concluso</translation>
    </message>
    <message>
        <source>Flagged points</source>
        <translation>Punti segnalati</translation>
    </message>
    <message>
        <source>Point %1: %2 %3, %4 % read, QD %5 × %6</source>
        <translation>Punto %1: %2 %3, %4 % in lettura, QD %5 × %6</translation>
    </message>
    <message>
        <source>No point is flagged: none is unstable between its runs, holds more than one regime, ran slower or faster on its first trial, or drew a warning from its devices or CPU.</source>
        <translation>Nessun punto segnalato: nessuno è instabile tra le sue esecuzioni, presenta più di un regime, è stato più lento o più veloce alla prima prova, né ha provocato avvisi dai suoi dispositivi o dalla CPU.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points matched on %1. %2</source>
        <translation>Punti abbinati per %1. %2</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1: verdict</source>
        <translation>%1: verdetto</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non misurato</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: measured by %2, not by %3</source>
        <translation>%1: misurato da %2, non da %3</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Points not every run has (not compared):</source>
        <translation>Punti assenti da qualche esecuzione (non confrontati):</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) that the keys leave alike within one run were not compared: match on more keys to tell them apart.</source>
        <translation>
            <numerusform>%n punto che le chiavi non distinguono all&apos;interno di una stessa esecuzione non è stato confrontato: abbina per più chiavi per distinguerli.</numerusform>
            <numerusform>%n punti che le chiavi non distinguono all&apos;interno di una stessa esecuzione non sono stati confrontati: abbina per più chiavi per distinguerli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n core(s)</source>
        <translation>
            <numerusform>%1, %n core</numerusform>
            <numerusform>%1, %n core</numerusform>
        </translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non registrato</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versioni</translation>
    </message>
    <message>
        <source>Surfio %1, liburing %2, Qt %3</source>
        <translation>Surfio %1, liburing %2, Qt %3</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Percorso</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Percorso aperto</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Area</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 all&apos;offset %2</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Dimensione del blocco</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logica, %2 B fisica</translation>
    </message>
    <message>
        <source>Direct I/O alignment</source>
        <translation>Allineamento per l&apos;I/O diretto</translation>
    </message>
    <message>
        <source>%1 B offsets, %2 B memory, from %3</source>
        <translation>%1 B per gli offset, %2 B per la memoria, da %3</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Filesystem</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Riempimento</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Dispositivi</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienza</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Macchina</translation>
    </message>
    <message>
        <source>How it was measured</source>
        <translation>Condizioni di misura</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Destinazione %1</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Caratteristica</translation>
    </message>
    <message>
        <source>The fio job file that reproduces the run</source>
        <translation>Il file di job fio che riproduce l&apos;esecuzione</translation>
    </message>
    <message>
        <source>Run it with fio JOBFILE, or make it again with surfio export-fio. It gives the same workload, not the same figures: fio&apos;s engine is not Surfio&apos;s.</source>
        <translation>Eseguilo con fio JOBFILE, oppure rigeneralo con surfio export-fio. Produce lo stesso carico di lavoro, non gli stessi valori: il motore di fio non è quello di Surfio.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>questa esecuzione</translation>
    </message>
    <message>
        <source>Surfio report: %1</source>
        <translation>Report Surfio: %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>pagina %1 di %2</translation>
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
        <translation>impossibile scrivere %1: non è stato possibile generare il PDF</translation>
    </message>
    <message>
        <source>Host, %1: %2</source>
        <translation>Host, %1: %2</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>Promesso, %1: %2</translation>
    </message>
</context>
<context>
    <name>surfio::ResultViews</name>
    <message>
        <source>there is no point to show</source>
        <translation>non c&apos;è nessun punto da mostrare</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsModel</name>
    <message numerus="yes">
        <source>Unstable (CV &gt; %1 %): the IOPS of its %n run(s) vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</source>
        <translation>
            <numerusform>Instabile (CV &gt; %1 %): gli IOPS della sua %n esecuzione variano del %2 % (da %3 a %4). Più prove o una durata maggiore possono stabilizzarlo.</numerusform>
            <numerusform>Instabile (CV &gt; %1 %): gli IOPS delle sue %n esecuzioni variano del %2 % (da %3 a %4). Più prove o una durata maggiore possono stabilizzarlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before its runtime ended: the figures cover %1 s</source>
        <translation>Fermato prima della fine della durata: i valori coprono %1 s</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: percentiles are known for all hosts together</source>
        <translation>La modalità client di fio fornisce solo la latenza media di ogni host: i percentili sono noti solo per tutti gli host insieme</translation>
    </message>
    <message>
        <source>A mix of block sizes (fio&apos;s bssplit): size/percent of the I/Os</source>
        <translation>Un mix di dimensioni del blocco (bssplit di fio): dimensione/percentuale degli I/O</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (fermato)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 % unstable</source>
        <translation>%1 % instabile</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Runs counted for the point: its trials, or the rounds of the steady-state window. Every figure is the mean over them.</source>
        <translation>Esecuzioni conteggiate per il punto: le sue prove, o i cicli della finestra di stato stazionario. Ogni valore è la media su di esse.</translation>
    </message>
    <message>
        <source>Standard deviation of the IOPS over the counted runs (sample, n − 1)</source>
        <translation>Deviazione standard degli IOPS sulle esecuzioni conteggiate (campionaria, n − 1)</translation>
    </message>
    <message>
        <source>Coefficient of variation: standard deviation / mean. Above %1 % the point is unstable.</source>
        <translation>Coefficiente di variazione: deviazione standard / media. Oltre il %1 % il punto è instabile.</translation>
    </message>
    <message>
        <source>The lowest IOPS of a counted run</source>
        <translation>Gli IOPS più bassi di un&apos;esecuzione conteggiata</translation>
    </message>
    <message>
        <source>The highest IOPS of a counted run</source>
        <translation>Gli IOPS più alti di un&apos;esecuzione conteggiata</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Accesso</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Dimensione blocco</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Letture</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Esecuzioni</translation>
    </message>
    <message>
        <source>Total IOPS</source>
        <translation>IOPS totali</translation>
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
        <translation>IOPS lettura</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>MB/s lettura</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Media lettura</translation>
    </message>
    <message>
        <source>Read p50</source>
        <translation>p50 lettura</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>p99 lettura</translation>
    </message>
    <message>
        <source>Read p99.9</source>
        <translation>p99.9 lettura</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>IOPS scrittura</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>MB/s scrittura</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Media scrittura</translation>
    </message>
    <message>
        <source>Write p50</source>
        <translation>p50 scrittura</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>p99 scrittura</translation>
    </message>
    <message>
        <source>Write p99.9</source>
        <translation>p99.9 scrittura</translation>
    </message>
    <message>
        <source>Verify (crc32c): %1</source>
        <translation>Verifica (crc32c): %1</translation>
    </message>
    <message>
        <source>%1: %2 in flight on average, util %3 %, %4 reads and %5 writes completed</source>
        <translation>%1: %2 pendenti in media, utilizzo %3 %, %4 letture e %5 scritture completate</translation>
    </message>
    <message>
        <source>The worker threads&apos; CPU: %1 % user and %2 % system on average (fio&apos;s usr_cpu and sys_cpu), %3 context switches; the busiest thread %4 %</source>
        <translation>CPU dei thread di lavoro: in media %1 % utente e %2 % sistema (usr_cpu e sys_cpu di fio), %3 cambi di contesto; il thread più occupato %4 %</translation>
    </message>
    <message>
        <source>Devices: %1</source>
        <translation>Dispositivi: %1</translation>
    </message>
    <message>
        <source>CPU the worker threads used, user and system: their mean, as fio&apos;s usr_cpu + sys_cpu. Near 100 %, the load generator may be the limit.</source>
        <translation>CPU usata dai thread di lavoro, utente e sistema: la loro media, come usr_cpu + sys_cpu di fio. Vicino al 100 %, il limite potrebbe essere il generatore di carico.</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Reads and writes, the mean over the counted runs; bold where it is the point&apos;s headline figure (random I/O of blocks under 128 KiB)</source>
        <translation>Letture e scritture, media sulle esecuzioni contate; in grassetto dove è la cifra principale del punto (I/O casuale con blocchi sotto 128 KiB)</translation>
    </message>
    <message>
        <source>Reads and writes in MB/s (10⁶ bytes), the mean over the counted runs; bold where it is the point&apos;s headline figure (sequential, or blocks of 128 KiB and more)</source>
        <translation>Letture e scritture in MB/s (10⁶ byte), media sulle esecuzioni contate; in grassetto dove è la cifra principale del punto (sequenziale, o blocchi da 128 KiB in su)</translation>
    </message>
    <message>
        <source>Total MB/s</source>
        <translation>MB/s totali</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>banda</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>nessuno dei due</translation>
    </message>
    <message>
        <source>No limits fitted: that needs this point&apos;s pattern, mix, queue depth and jobs measured at %1 block sizes or more</source>
        <translation>Nessun limite stimato: serve che tipo di accesso, mix, profondità di coda e job di questo punto siano misurati su %1 o più dimensioni del blocco</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them</source>
        <translation>I limiti sono stimati su tutti gli host insieme: scegli tutti gli host per vederli</translation>
    </message>
    <message>
        <source>Bound by: %1
Limits of %2: %3</source>
        <translation>Limitato da: %1
Limiti di %2: %3</translation>
    </message>
    <message>
        <source>Regimes: %1</source>
        <translation>Regimi: %1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Ciclo %1: %2</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>Prova %1: %2</translation>
    </message>
    <message>
        <source>The mean mixes regimes; sustained level %1 IOPS</source>
        <translation>La media mescola più regimi; livello sostenuto %1 IOPS</translation>
    </message>
    <message>
        <source>First trial out of line: %1</source>
        <translation>Prima prova anomala: %1</translation>
    </message>
    <message>
        <source>What held the point back, read from the limits fitted to the points that differ from it only in block size: the IOPS limit, the bandwidth limit, or neither (then latency or queue depth is the limit)</source>
        <translation>Cosa ha frenato il punto, ricavato dai limiti stimati sui punti che differiscono da esso solo per dimensione del blocco: il limite di IOPS, il limite di banda, o nessuno dei due (allora il limite è la latenza o la profondità di coda)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Limitato da</translation>
    </message>
    <message>
        <source>How many targets the point ran on: the first of those given (--target-count); the detail below the table has each one&apos;s own figures</source>
        <translation>Su quante destinazioni è stato eseguito il punto: le prime tra quelle indicate (--target-count); il dettaglio sotto la tabella riporta i valori propri di ciascuna</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Destinazioni</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsTable</name>
    <message>
        <source>Default columns</source>
        <translation>Colonne predefinite</translation>
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
        <translation>%1:%2 h</translation>
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
        <translation>Dimensione blocco</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % letture</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% letture</translation>
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
        <translation>Dimensione blocco</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% letture</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceGuide</name>
    <message>
        <source>How to read the surface</source>
        <translation>Come leggere la superficie</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The surface&lt;/h3&gt;&lt;p&gt;Each point of the matrix is one spot on the surface. Across: the &lt;b&gt;block size&lt;/b&gt;, on a logarithmic scale (4 KiB, 8 KiB, 16 KiB … each step doubles). Into the picture: the &lt;b&gt;read share&lt;/b&gt;, from 0 % (all writes) to 100 % (all reads). Up: the &lt;b&gt;metric&lt;/b&gt; chosen above the surface. A split of block sizes (bssplit) gets a column of its own, named on the axis.&lt;/p&gt;&lt;h3&gt;The metrics&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: I/Os completed per second, reads and writes together. &lt;b&gt;MB/s&lt;/b&gt;: bytes per second; large blocks give few IOPS but many MB/s. &lt;b&gt;Mean latency&lt;/b&gt; and &lt;b&gt;p99 latency&lt;/b&gt;: the time from just before an I/O is submitted until its completion is reaped, over every I/O of the point; p99 is the time 99 % of the I/Os stay under.&lt;/p&gt;&lt;h3&gt;Colours and slices&lt;/h3&gt;&lt;p&gt;The colour follows the height, from zero to the top of the scale; the colour scale beside the surface gives the metric, its unit and its values. A matrix with several patterns, queue depths or job counts has one surface each: choose it with the slice selector. Without OpenGL the surface is a heat map: rows are read %, columns block sizes.&lt;/p&gt;&lt;h3&gt;Several runs of a point&lt;/h3&gt;&lt;p&gt;With trials or steady-state rounds, a point&apos;s height is the mean of its runs; the Results tab gives the spread (standard deviation and CV) and marks a point whose CV is over 10 % as unstable. With fio hosts, the surface shows the sum of the hosts or one host&apos;s share.&lt;/p&gt;&lt;h3&gt;How it was measured&lt;/h3&gt;&lt;p&gt;Direct I/O by default, on a region laid out with incompressible data before any read; the Results tab and each point&apos;s details say which engine ran (io_uring and its ring flags, psync, or fio and its version), on which target and kernel. Click a point to read its figures below the surface; double-click it for its details: time series and latency histogram.&lt;/p&gt;&lt;h3&gt;One point, one line&lt;/h3&gt;&lt;p&gt;A matrix with one block size and one read mix is a single point: the surface says so and gives its figures. With only one of the two varying, the surface is a line chart.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La superficie&lt;/h3&gt;&lt;p&gt;Ogni punto della matrice occupa una posizione sulla superficie. In orizzontale: la &lt;b&gt;dimensione del blocco&lt;/b&gt;, in scala logaritmica (4 KiB, 8 KiB, 16 KiB … ogni passo raddoppia). In profondità: la &lt;b&gt;quota di letture&lt;/b&gt;, da 0 % (solo scritture) a 100 % (solo letture). In verticale: la &lt;b&gt;metrica&lt;/b&gt; scelta sopra la superficie. Una suddivisione delle dimensioni del blocco (bssplit) ha una colonna propria, indicata sull&apos;asse.&lt;/p&gt;&lt;h3&gt;Le metriche&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: I/O completati al secondo, letture e scritture insieme. &lt;b&gt;MB/s&lt;/b&gt;: byte al secondo; i blocchi grandi danno pochi IOPS ma molti MB/s. &lt;b&gt;Latenza media&lt;/b&gt; e &lt;b&gt;latenza p99&lt;/b&gt;: il tempo da appena prima dell&apos;invio di un I/O fino alla raccolta del suo completamento, su tutti gli I/O del punto; il p99 è il tempo entro cui resta il 99 % degli I/O.&lt;/p&gt;&lt;h3&gt;Colori e sezioni&lt;/h3&gt;&lt;p&gt;Il colore segue l&apos;altezza, da zero alla cima della scala; la scala dei colori accanto alla superficie indica la metrica, la sua unità e i suoi valori. Una matrice con più tipi di accesso, profondità di coda o numeri di job ha una superficie per ciascuna combinazione: sceglila con il selettore della sezione. Senza OpenGL la superficie è una mappa di calore: le righe sono le % letture, le colonne le dimensioni del blocco.&lt;/p&gt;&lt;h3&gt;Più esecuzioni di un punto&lt;/h3&gt;&lt;p&gt;Con più prove o con i cicli dello stato stazionario, l&apos;altezza di un punto è la media delle sue esecuzioni; la scheda Risultati riporta la dispersione (deviazione standard e CV) e segna come instabile un punto con CV superiore al 10 %. Con gli host fio, la superficie mostra la somma degli host o la parte di un singolo host.&lt;/p&gt;&lt;h3&gt;Come è stato misurato&lt;/h3&gt;&lt;p&gt;I/O diretto per impostazione predefinita, su un&apos;area riempita con dati incomprimibili prima di qualsiasi lettura; la scheda Risultati e i dettagli di ogni punto indicano quale motore è stato usato (io_uring con i suoi flag del ring, psync, oppure fio e la sua versione), su quale destinazione e con quale kernel. Fai clic su un punto per leggerne i valori sotto la superficie; fai doppio clic per i dettagli: serie temporali e istogramma delle latenze.&lt;/p&gt;&lt;h3&gt;Un punto, una linea&lt;/h3&gt;&lt;p&gt;Una matrice con una sola dimensione del blocco e una sola percentuale di letture è un punto solo: la superficie lo dice e ne mostra i valori. Se varia solo una delle due, la superficie è un grafico a linee.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Limits&lt;/h3&gt;&lt;p&gt;A read mix measured at three block sizes or more is read for the volume&apos;s two limits, as a capped cloud volume has them: an IOPS limit I and a bandwidth limit B, so IOPS(bs) = min(I, B / bs). The line under the surface says, for each mix, what the points reached and from which block size (the crossover, B / I) bandwidth rather than IOPS holds them back. &lt;b&gt;Limits roof&lt;/b&gt; draws that roof as a red net over the surface (as a dashed line on a chart): points under it were held back by neither limit, but by latency or queue depth. For latency, a red wall marks the crossover instead. The Results tab says per point what bound it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Limiti&lt;/h3&gt;&lt;p&gt;Un mix di letture misurato su tre o più dimensioni del blocco serve a ricavare i due limiti del volume, come quelli di un volume cloud limitato: un limite di IOPS I e un limite di banda B, quindi IOPS(bs) = min(I, B / bs). La riga sotto la superficie indica, per ogni mix, cosa hanno raggiunto i punti e da quale dimensione del blocco (l&apos;incrocio, B / I) è la banda, anziché gli IOPS, a frenarli. &lt;b&gt;Tetto dei limiti&lt;/b&gt; disegna quel tetto come una rete rossa sopra la superficie (come una linea tratteggiata su un grafico): i punti sotto di esso non sono stati frenati da nessuno dei due limiti, ma dalla latenza o dalla profondità di coda. Per la latenza, un muro rosso segna invece l&apos;incrocio. La scheda Risultati indica per ogni punto cosa lo ha limitato.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What was promised&lt;/h3&gt;&lt;p&gt;When the run was told what the volume is (&lt;b&gt;This volume is…&lt;/b&gt; in Setup, or &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Promised roof&lt;/b&gt; draws what the provider promises for it: a dark net over the surface (a dash-dotted line on a chart), at the promised IOPS up to the block size where the promised bandwidth takes over, with larger I/Os counted in the provider&apos;s unit. Where the fitted roof sits under it, the volume gives less than was paid for; the lines under the surface and the Results tab say met, below, above or not reached for each limit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Che cosa è stato promesso&lt;/h3&gt;&lt;p&gt;Quando la misura sa che cosa è il volume (&lt;b&gt;Questo volume è…&lt;/b&gt; in Configurazione, o &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Tetto promesso&lt;/b&gt; disegna ciò che il fornitore promette per esso: una rete scura sopra la superficie (una linea a tratto e punto su un grafico), agli IOPS promessi fino alla dimensione di blocco da cui prevale la banda promessa, con gli I/O più grandi contati nell&apos;unità del fornitore. Dove il tetto stimato passa sotto di essa, il volume dà meno di quanto pagato; le righe sotto la superficie e la scheda Risultati dicono per ogni limite rispettato, sotto, sopra o non raggiunto.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>Quale tipo di accesso, profondità di coda e numero di job mostrare</translation>
    </message>
    <message>
        <source>Iso</source>
        <translation>Isometrica</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frontale</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Laterale</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Dall&apos;alto</translation>
    </message>
    <message>
        <source>Back to the iso view at the first zoom, centred</source>
        <translation>Torna alla vista isometrica con lo zoom iniziale, centrata</translation>
    </message>
    <message>
        <source>No points yet: run a matrix or open a saved run.</source>
        <translation>Ancora nessun punto: esegui una matrice o apri un&apos;esecuzione salvata.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s)</source>
        <translation>
            <numerusform>%1 di %Ln punto</numerusform>
            <numerusform>%1 di %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.</source>
        <translation>
            <numerusform>%1 di %Ln punto misurato; la superficie mostra le righe e le colonne misurate finora.</numerusform>
            <numerusform>%1 di %Ln punti misurati; la superficie mostra le righe e le colonne misurate finora.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.</source>
        <translation>
            <numerusform>%1 di %Ln punto misurato; la superficie compare quando i punti misurati formano una griglia 2 × 2.</numerusform>
            <numerusform>%1 di %Ln punti misurati; la superficie compare quando i punti misurati formano una griglia 2 × 2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 di %Ln punto. Qui non c&apos;è OpenGL, quindi la superficie è mostrata come tabella.</numerusform>
            <numerusform>%1 di %Ln punti. Qui non c&apos;è OpenGL, quindi la superficie è mostrata come tabella.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 di %Ln punto misurato; le celle vuote non sono ancora misurate. Qui non c&apos;è OpenGL, quindi la superficie è mostrata come tabella.</numerusform>
            <numerusform>%1 di %Ln punti misurati; le celle vuote non sono ancora misurate. Qui non c&apos;è OpenGL, quindi la superficie è mostrata come tabella.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the chart shows those.</source>
        <translation>
            <numerusform>%1 di %Ln punto misurato; il grafico mostra solo questi.</numerusform>
            <numerusform>%1 di %Ln punti misurati; il grafico mostra solo questi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1: %2, %3 % read: %4 (mean of %Ln run(s))</source>
        <translation>
            <numerusform>#%1: %2, %3 % letture: %4 (media di %Ln esecuzione)</numerusform>
            <numerusform>#%1: %2, %3 % letture: %4 (media di %Ln esecuzioni)</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: %4</source>
        <translation>#%1: %2, %3 % letture: %4</translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: not measured yet</source>
        <translation>#%1: %2, %3 % letture: non ancora misurato</translation>
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
        <translation>Qui varia solo la dimensione del blocco, quindi questa è la sua linea: una superficie richiede anche almeno due valori di % letture.</translation>
    </message>
    <message>
        <source>Only the read mix varies here, so this is its line: a surface also needs two block sizes or more.</source>
        <translation>Qui varia solo la percentuale di letture, quindi questa è la sua linea: una superficie richiede anche almeno due dimensioni del blocco.</translation>
    </message>
    <message>
        <source>Click a point to read its figures; double-click it for its details.</source>
        <translation>Fai clic su un punto per leggerne i valori; doppio clic per i dettagli.</translation>
    </message>
    <message>
        <source>Draw the limits fitted to each read mix over its points: IOPS(bs) = min(I, B / bs), the most a volume capped at I IOPS and B bytes a second serves (in MB/s for MB/s). Latency has no roof: a wall marks the crossover block size B / I instead.</source>
        <translation>Disegna sopra i punti i limiti stimati per ciascun mix di letture: IOPS(bs) = min(I, B / bs), il massimo che serve un volume limitato a I IOPS e B byte al secondo (in MB/s per la metrica MB/s). La latenza non ha tetto: un muro segna invece la dimensione del blocco di incrocio, B / I.</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them.</source>
        <translation>I limiti sono stimati su tutti gli host insieme: scegli tutti gli host per vederli.</translation>
    </message>
    <message>
        <source>No limits fitted here: a roof needs a read mix measured at %1 block sizes or more.</source>
        <translation>Nessun limite stimato qui: un tetto richiede un mix di letture misurato su %1 o più dimensioni del blocco.</translation>
    </message>
    <message>
        <source>No limit reached here: the points reached neither an IOPS nor a bandwidth limit (the line under the chart says up to what).</source>
        <translation>Nessun limite raggiunto qui: i punti non hanno raggiunto né un limite di IOPS né un limite di banda (la riga sotto il grafico dice fino a dove).</translation>
    </message>
    <message>
        <source>No OpenGL here: the table cannot show the roof.</source>
        <translation>Qui non c’è OpenGL: la tabella non può mostrare il tetto.</translation>
    </message>
    <message>
        <source>%1 % read: %2</source>
        <translation>%1 % letture: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more mix(es): hover here for every one</source>
        <translation>
            <numerusform>… e %n altro mix: passa il mouse qui per vederli tutti</numerusform>
            <numerusform>… e altri %n mix: passa il mouse qui per vederli tutti</numerusform>
        </translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Metrica:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Sezione:</translation>
    </message>
    <message>
        <source>Vie&amp;w:</source>
        <translation>Vista:</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Reimposta vista</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>Tetto dei limiti</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>Promesso, %1: %2</translation>
    </message>
    <message>
        <source>Promised roof</source>
        <translation>Tetto promesso</translation>
    </message>
    <message>
        <source>Draw what %1 promises at each block size: its IOPS (counted in the provider&apos;s I/O unit) up to its bandwidth, the most the volume paid for serves.</source>
        <translation>Disegna ciò che %1 promette a ogni dimensione del blocco: i suoi IOPS (contati nell&apos;unità di I/O del fornitore) fino alla sua banda, il massimo che il volume pagato serve.</translation>
    </message>
    <message numerus="yes">
        <source>The promise is one volume&apos;s: this slice ran on %n target(s) together.</source>
        <translation>
            <numerusform>La promessa è di un solo volume: questa fetta è stata eseguita su %n destinazione insieme.</numerusform>
            <numerusform>La promessa è di un solo volume: questa fetta è stata eseguita su %n destinazioni insieme.</numerusform>
        </translation>
    </message>
    <message>
        <source>The promise is of IOPS and bandwidth: latency has no promised roof.</source>
        <translation>La promessa riguarda IOPS e banda: la latenza non ha un tetto promesso.</translation>
    </message>
    <message>
        <source>The promised roof is over block size: this slice has one block size.</source>
        <translation>Il tetto promesso segue la dimensione del blocco: questa fetta ha una sola dimensione del blocco.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more verdict(s) against the promise: hover here for every one</source>
        <translation>
            <numerusform>… e %n altro verdetto rispetto alla promessa: passa qui sopra per vederli tutti</numerusform>
            <numerusform>… e %n altri verdetti rispetto alla promessa: passa qui sopra per vederli tutti</numerusform>
        </translation>
    </message>
    <message>
        <source>Promised %1, %2: %3</source>
        <translation>Promesso, %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s).</source>
        <translation>
            <numerusform>%1 di %Ln punto.</numerusform>
            <numerusform>%1 di %Ln punti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::TargetCard</name>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove %1 from the targets</source>
        <translation>Rimuovi %1 dalle destinazioni</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
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
        <translation>Sull&apos;host fio %1</translation>
    </message>
    <message>
        <source>The target&apos;s share of the point&apos;s IOPS, reads and writes</source>
        <translation>La quota della destinazione negli IOPS del punto, letture e scritture</translation>
    </message>
    <message>
        <source>The mean over the target&apos;s workers, each weighed by its I/Os (percentiles are of the point only)</source>
        <translation>La media sui job della destinazione, ciascuno pesato per il suo I/O (i percentili sono solo del punto)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Destinazione</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>IOPS lettura</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>MB/s lettura</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Media lettura</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>IOPS scrittura</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>MB/s scrittura</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Media scrittura</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Quota</translation>
    </message>
</context>
<context>
    <name>surfio::TargetPanel</name>
    <message>
        <source>A file, a directory ending in “/” or a block device, as the fio hosts see it</source>
        <translation>Un file, una directory che termina con “/” o un dispositivo a blocchi, come li vedono gli host fio</translation>
    </message>
    <message>
        <source>Lists the block devices again and looks at every target anew</source>
        <translation>Elenca di nuovo i dispositivi a blocchi e riesamina ogni destinazione</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Destinazioni</translation>
    </message>
    <message>
        <source>Allow writing to block devices</source>
        <translation>Consenti la scrittura sui dispositivi a blocchi</translation>
    </message>
    <message>
        <source>Points that write destroy the data on the chosen devices (--allow-write-device). Mounted or busy devices are never written to.</source>
        <translation>I punti che scrivono distruggono i dati sui dispositivi scelti (--allow-write-device). Sui dispositivi montati o occupati non si scrive mai.</translation>
    </message>
    <message>
        <source>even over a filesystem signature</source>
        <translation>anche sopra una firma di filesystem</translation>
    </message>
    <message>
        <source>Also write to devices that carry a filesystem, RAID or partition-table signature (--force)</source>
        <translation>Scrivi anche sui dispositivi che hanno una firma di filesystem, RAID o tabella delle partizioni (--force)</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>Dispositivi a blocchi</translation>
    </message>
    <message>
        <source>Inspecting the targets…</source>
        <translation>Analisi delle destinazioni…</translation>
    </message>
    <message>
        <source>No target chosen: add a directory or a file, or tick a block device.</source>
        <translation>Nessuna destinazione scelta: aggiungi una directory o un file, oppure seleziona un dispositivo a blocchi.</translation>
    </message>
    <message>
        <source>Cannot write to %1</source>
        <translation>Impossibile scrivere su %1</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1 on the fio hosts, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go on every host, or choose points that only read.</source>
        <translation>La matrice scrive, e la scrittura distruggerebbe i dati su %1 sugli host fio, quindi Surfio non lo farà se &quot;%2&quot; non è selezionato.

Selezionalo se i dati su %1 possono andare persi su ogni host, oppure scegli punti di sola lettura.</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go, or choose points that only read.</source>
        <translation>La matrice scrive, e la scrittura distruggerebbe i dati su %1, quindi Surfio non lo farà se &quot;%2&quot; non è selezionato.

Selezionalo se i dati su %1 possono andare persi, oppure scegli punti di sola lettura.</translation>
    </message>
    <message>
        <source>Surfio will not write to %1:

%2</source>
        <translation>Surfio non scriverà su %1:

%2</translation>
    </message>
    <message>
        <source>Tick &quot;%1&quot; to write over it anyway.</source>
        <translation>Seleziona &quot;%1&quot; per scriverci sopra comunque.</translation>
    </message>
    <message>
        <source>Directory for the scratch file</source>
        <translation>Directory per il file temporaneo</translation>
    </message>
    <message>
        <source>Target file (existing or new)</source>
        <translation>File di destinazione (esistente o nuovo)</translation>
    </message>
    <message>
        <source>Path on the fio hosts</source>
        <translation>Percorso sugli host fio</translation>
    </message>
    <message>
        <source>A file, a directory ending in “/” (fio makes a scratch file there) or a block device, as the hosts see it:</source>
        <translation>Un file, una directory che termina con “/” (fio vi crea un file temporaneo) o un dispositivo a blocchi, come li vedono gli host:</translation>
    </message>
    <message>
        <source>This machine&apos;s devices: the targets are on the fio hosts, so add a device there with “%1”</source>
        <translation>Dispositivi di questa macchina: le destinazioni sono sugli host fio, quindi aggiungi lì un dispositivo con “%1”</translation>
    </message>
    <message>
        <source>No target chosen yet: use a directory or a file, or tick block devices below.</source>
        <translation>Nessuna destinazione scelta: usate una directory o un file, oppure spuntate dei dispositivi a blocchi qui sotto.</translation>
    </message>
    <message>
        <source>Use a &amp;directory…</source>
        <translation>Usa una &amp;directory…</translation>
    </message>
    <message>
        <source>Runs on a scratch file made in the directory and removed afterwards; it replaces the targets (the arrow adds one instead)</source>
        <translation>Esegue su un file temporaneo creato nella directory e poi rimosso; sostituisce le destinazioni (la freccia ne aggiunge una invece)</translation>
    </message>
    <message>
        <source>Add a directory as another target…</source>
        <translation>Aggiungi una directory come altra destinazione…</translation>
    </message>
    <message>
        <source>Runs on a file, existing or to be created; it replaces the targets (the arrow adds one instead)</source>
        <translation>Esegue su un file, esistente o da creare; sostituisce le destinazioni (la freccia ne aggiunge una invece)</translation>
    </message>
    <message>
        <source>Add a file as another target…</source>
        <translation>Aggiungi un file come altra destinazione…</translation>
    </message>
    <message>
        <source>&amp;Use a file…</source>
        <translation>&amp;Usa un file…</translation>
    </message>
    <message>
        <source>Add a path on the hosts…</source>
        <translation>Aggiungi un percorso sugli host…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aggiorna</translation>
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
        <translation>I buffer di I/O vengono registrati una volta presso l&apos;anello, così il kernel non li mappa a ogni I/O (fixedbufs di fio; in fio è disattivato per impostazione predefinita). Contano su RLIMIT_MEMLOCK; dove è troppo basso, il motore di Surfio prosegue senza e lo segnala.</translation>
    </message>
    <message>
        <source>The target is registered with the ring once, so the kernel does not look its file up for every I/O (fio&apos;s registerfiles; fio&apos;s default is off)</source>
        <translation>La destinazione viene registrata una volta presso l&apos;anello, così il kernel non cerca il suo file a ogni I/O (registerfiles di fio; in fio è disattivato per impostazione predefinita)</translation>
    </message>
    <message>
        <source>A kernel thread picks up the I/Os as they are queued, so submitting takes no system call, at the cost of a CPU kept busy (fio&apos;s sqthread_poll)</source>
        <translation>Un thread del kernel raccoglie gli I/O appena accodati, così sottomettere non richiede chiamate di sistema, al prezzo di una CPU sempre occupata (sqthread_poll di fio)</translation>
    </message>
    <message>
        <source>The CPU that polling thread runs on (fio&apos;s sqthread_poll_cpu)</source>
        <translation>La CPU su cui gira quel thread di polling (sqthread_poll_cpu di fio)</translation>
    </message>
    <message>
        <source>on CPU </source>
        <comment>spin box prefix, before a CPU number</comment>
        <translation>sulla CPU </translation>
    </message>
    <message>
        <source>on any CPU</source>
        <translation>su qualsiasi CPU</translation>
    </message>
    <message>
        <source>The engine polls the device for completions instead of waiting for its interrupts (fio&apos;s hipri, io_uring&apos;s IOPOLL); needs direct I/O and a device with poll queues</source>
        <translation>Il motore interroga il dispositivo per i completamenti invece di attenderne gli interrupt (hipri di fio, IOPOLL di io_uring); servono I/O diretto e un dispositivo con code di polling</translation>
    </message>
    <message>
        <source>Surfio&apos;s rule</source>
        <translation>regola di Surfio</translation>
    </message>
    <message>
        <source>How many completions each wait asks for, at most the queue depth (fio&apos;s iodepth_batch_complete_min)</source>
        <translation>Quanti completamenti chiede ogni attesa, al massimo la profondità di coda (iodepth_batch_complete_min di fio)</translation>
    </message>
    <message>
        <source>CPUs &amp;allowed:</source>
        <translation>CPU utilizzabili:</translation>
    </message>
    <message>
        <source>“%1” is not a list of CPUs: give CPU numbers and ranges separated by commas, e.g. 0-3,5, or nothing for any CPU</source>
        <translation>“%1” non è un elenco di CPU: indica numeri di CPU e intervalli separati da virgole, ad es. 0-3,5, oppure nulla per qualsiasi CPU</translation>
    </message>
    <message>
        <source>How many I/Os go to the kernel in one submission, at most the queue depth (fio&apos;s iodepth_batch_submit); Surfio&apos;s rule hands the kernel at most two at a time, which keeps the block layer from holding them back as one batch</source>
        <translation>Quanti I/O vanno al kernel in un solo invio, al massimo la profondità di coda (iodepth_batch_submit di fio); la regola di Surfio ne passa al kernel al massimo due alla volta, così il livello a blocchi non li trattiene come un unico lotto</translation>
    </message>
    <message>
        <source>The CPUs the jobs may run on, as fio&apos;s cpus_allowed: numbers and ranges, e.g. 0-3,5; empty for any, except that at a low queue depth on a loop device or a tmpfs file Surfio gives each job a CPU of its own</source>
        <translation>Le CPU su cui i job possono girare, come cpus_allowed di fio: numeri e intervalli, ad es. 0-3,5; vuoto per qualsiasi, tranne che a bassa profondità di coda su un dispositivo loop o un file tmpfs Surfio dà a ogni job una CPU tutta sua</translation>
    </message>
    <message>
        <source>Registered buffers</source>
        <translation>Buffer di I/O registrati</translation>
    </message>
    <message>
        <source>Registered files</source>
        <translation>File re&amp;gistrati</translation>
    </message>
    <message>
        <source>Kernel thread polls submissions</source>
        <translation>Un thread del &amp;kernel interroga le sottomissioni</translation>
    </message>
    <message>
        <source>Polled completions (needs direct I/O)</source>
        <translation>Completamenti interrogati (serve I/O diretto)</translation>
    </message>
    <message>
        <source>Submit at once:</source>
        <translation>Sottometti alla volta:</translation>
    </message>
    <message>
        <source>Completions per wait:</source>
        <translation>Completamenti per attesa:</translation>
    </message>
</context>
<context>
    <name>surfio::ValueListBox</name>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Add the value typed as a checked custom entry</source>
        <translation>Aggiungi il valore digitato come voce personalizzata selezionata</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove the selected custom entry</source>
        <translation>Rimuovi la voce personalizzata selezionata</translation>
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
        <translation>“%1” non è una dimensione: indica un numero con un suffisso k o m facoltativo, ad es. 12k o 3m</translation>
    </message>
    <message>
        <source>“%1” is not a percentage: give a whole number from 0 to 100</source>
        <translation>“%1” non è una percentuale: indica un numero intero da 0 a 100</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 è fuori dall&apos;intervallo da %2 a %3</translation>
    </message>
    <message>
        <source>%1 is more than 100 %</source>
        <translation>%1 supera il 100 %</translation>
    </message>
    <message>
        <source>%1 is already in the list</source>
        <translation>%1 è già nella lista</translation>
    </message>
</context>
<context>
    <name>surfio::VolumePicker</name>
    <message>
        <source>Provisioned IOPS:</source>
        <translation>IOPS con provisioning:</translation>
    </message>
    <message>
        <source>Provisioned throughput:</source>
        <translation>Throughput con provisioning:</translation>
    </message>
    <message>
        <source>Performance level:</source>
        <translation>Livello di prestazioni:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensione:</translation>
    </message>
    <message>
        <source>not a cloud volume</source>
        <translation>non è un volume cloud</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What the provider promises for this volume is held against what the run measures</source>
        <translation>Ciò che il fornitore promette per questo volume viene confrontato con ciò che la misura rileva</translation>
    </message>
    <message>
        <source>the device&apos;s size</source>
        <translation>la dimensione del dispositivo</translation>
    </message>
    <message>
        <source>The volume&apos;s size, e.g. 100g or 1t; empty: the device&apos;s size</source>
        <translation>La dimensione del volume, ad es. 100g o 1t; vuoto: la dimensione del dispositivo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Bytes per second, e.g. 250m</source>
        <translation>Byte al secondo, ad es. 250m</translation>
    </message>
    <message>
        <source>This volume is:</source>
        <translation>Questo volume è:</translation>
    </message>
    <message>
        <source>Level (%1):</source>
        <translation>Livello (%1):</translation>
    </message>
    <message>
        <source>The volume: %1</source>
        <translation>Il volume: %1</translation>
    </message>
</context>
<context>
    <name>surfio::WrittenChart</name>
    <message>
        <source>GiB written</source>
        <translation>GiB scritti</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lettura</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Scrittura</translation>
    </message>
</context>
<context>
    <name>surfio::XAxisSwitch</name>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Draw the run against elapsed time</source>
        <translation>Traccia l&apos;esecuzione in funzione del tempo trascorso</translation>
    </message>
    <message>
        <source>GiB written</source>
        <translation>GiB scritti</translation>
    </message>
    <message>
        <source>Draw bandwidth against the data written so far: a drive&apos;s write cache fills after so many GiB, whatever the time it took</source>
        <translation>Traccia la banda in funzione dei dati scritti finora: la cache di scrittura di un&apos;unità si riempie dopo tanti GiB, qualunque sia il tempo impiegato</translation>
    </message>
</context>
</TS>
