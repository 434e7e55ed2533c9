<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>読み込み %1 %</translation>
    </message>
    <message>
        <source>no IOPS limit reached up to %1 IOPS</source>
        <translation>%1 IOPS まで IOPS 上限に達せず</translation>
    </message>
    <message>
        <source>IOPS-limited at %1 below %2</source>
        <translation>%2 未満で IOPS 上限 %1</translation>
    </message>
    <message>
        <source>IOPS-limited at %1</source>
        <translation>IOPS 上限 %1</translation>
    </message>
    <message>
        <source>no bandwidth limit reached up to %1</source>
        <translation>%1 まで帯域幅上限に達せず</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1 from %2</source>
        <translation>%2 以上で帯域幅上限 %1</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1</source>
        <translation>帯域幅上限 %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>from %1 to %2 IOPS</source>
        <translation>%1 から %2 IOPS へ</translation>
    </message>
    <message>
        <source>%1 · %2 · QD %3 × %4</source>
        <translation>%1 · %2 · QD %3 × %4</translation>
    </message>
    <message>
        <source> · rate %1 IOPS</source>
        <translation> · レート %1 IOPS</translation>
    </message>
    <message>
        <source>too few block sizes to read limits from</source>
        <translation>上限を求めるにはブロックサイズが少なすぎます</translation>
    </message>
    <message>
        <source>an I/O above 256 KiB counts as several</source>
        <translation>256 KiB を超える I/O は複数回として数えます</translation>
    </message>
    <message>
        <source>(fit within %1 %)</source>
        <translation>(適合誤差 %1 % 以内)</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s) below both)</source>
        <translation>
            <numerusform>(%n ポイントが両方の上限を下回る)</numerusform>
        </translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>neither: latency or queue depth</source>
        <translation>どちらでもない: レイテンシまたはキュー深度</translation>
    </message>
    <message>
        <source>one level throughout</source>
        <translation>全体を通して一定</translation>
    </message>
    <message>
        <source>burst at %1 IOPS for %2 (%3), then %4 IOPS sustained</source>
        <translation>%2 (%3) の間 %1 IOPS でバースト、その後 %4 IOPS で持続</translation>
    </message>
    <message>
        <source>dropped %1 after %2 written (a write cache filling?)</source>
        <translation>%2 書き込み後に %1 低下 (書き込みキャッシュが満杯に?)</translation>
    </message>
    <message>
        <source>decayed %1 over the run</source>
        <translation>実行中に %1 徐々に低下</translation>
    </message>
    <message>
        <source>rose %1 after %2</source>
        <translation>%2 後に %1 上昇</translation>
    </message>
    <message>
        <source>trial 1 ran at %1× the other trials&apos; mean IOPS</source>
        <translation>試行 1 は他の試行の平均 IOPS の %1 倍</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 · %n job(s)</source>
        <translation>
            <numerusform>%1 · %2 · %3 · %n ジョブ</numerusform>
        </translation>
    </message>
    <message>
        <source>no knee</source>
        <translation>屈曲点なし</translation>
    </message>
    <message>
        <source>knee at QD %1: %2 IOPS, p99 %3 (%4)</source>
        <translation>屈曲点 QD %1: %2 IOPS、p99 %3 (%4)</translation>
    </message>
    <message>
        <source>Kneedle</source>
        <translation>Kneedle</translation>
    </message>
    <message>
        <source>latency grows faster than IOPS</source>
        <translation>レイテンシの伸びが IOPS を上回る</translation>
    </message>
    <message>
        <source>no point with p99 ≤ %1</source>
        <translation>p99 ≤ %1 のポイントなし</translation>
    </message>
    <message>
        <source>most IOPS with p99 ≤ %1: %2 at QD %3</source>
        <translation>p99 ≤ %1 での最大 IOPS: QD %3 で %2</translation>
    </message>
    <message>
        <source>  Limits, %1: %2
</source>
        <translation>  上限、%1: %2
</translation>
    </message>
    <message>
        <source>  Point %1, trial %2: %3
</source>
        <translation>  ポイント %1、試行 %2: %3
</translation>
    </message>
    <message>
        <source>  Point %1: %2
</source>
        <translation>  ポイント %1: %2
</translation>
    </message>
    <message>
        <source>  Load, %1: %2
</source>
        <translation>  負荷、%1: %2
</translation>
    </message>
    <message>
        <source>Analysis
</source>
        <translation>分析
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
        <translation>一度に 1 つの I/O で測れるのはレイテンシで、上限ではない</translation>
    </message>
    <message>
        <source>%1 reached %2 IOPS at %3</source>
        <translation>%1 は %3 で %2 IOPS に達した</translation>
    </message>
    <message>
        <source>latency-bound at %1: %2</source>
        <translation>%1 ではレイテンシ律速: %2</translation>
    </message>
    <message>
        <source>up to %1 IOPS and %2</source>
        <translation>最大 %1 IOPS、%2</translation>
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
        <translation>達成: 約束 %2 に対し %1 (%3 %)</translation>
    </message>
    <message>
        <source>below: %1 of %2 promised (%3 %), %4 short</source>
        <translation>未達: 約束 %2 に対し %1 (%3 %)、%4 不足</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than any burst; is the target the volume the profile describes?</source>
        <translation>超過: 約束 %2 に対し %1 (%3 %): どのバーストよりもはるかに多い。ターゲットはプロファイルが示すボリュームですか?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, or a larger volume than stated</source>
        <translation>超過: 約束 %2 に対し %1 (%3 %): バースト中か、申告より大きいボリューム</translation>
    </message>
    <message>
        <source>not reached: up to %1 of %2 promised</source>
        <translation>届かず: 約束 %2 に対し最大 %1</translation>
    </message>
    <message>
        <source>not reached: nothing measured of %1 promised</source>
        <translation>届かず: 約束 %1 に対し測定値なし</translation>
    </message>
    <message>
        <source>; a point of %1 blocks at QD %2 or more would reach it</source>
        <translation>。%1 ブロック・QD %2 以上のポイントなら届きます</translation>
    </message>
    <message>
        <source>a full bucket lasts %1 at %2</source>
        <translation>満杯のバケットは %2 で %1 持続します</translation>
    </message>
    <message>
        <source>the credits were partly spent when the run began</source>
        <translation>実行開始時にクレジットが一部使われていました</translation>
    </message>
    <message>
        <source>longer than a full bucket: a larger bucket, or a larger volume than stated</source>
        <translation>満杯のバケットより長い: より大きなバケットか、申告より大きいボリューム</translation>
    </message>
    <message>
        <source>about a full bucket</source>
        <translation>ほぼ満杯のバケット 1 つ分</translation>
    </message>
    <message>
        <source>%1: burst at %2 IOPS for %3; %4 IOPS promised, %5: %6</source>
        <translation>%1: %2 IOPS のバーストが %3。約束は %4 IOPS、%5: %6</translation>
    </message>
    <message>
        <source>%1: held %2 IOPS for the whole point (%3), shorter than a full bucket lasts (%4)</source>
        <translation>%1: ポイント全体 (%3) で %2 IOPS を維持。満杯のバケットの持続時間 (%4) より短い</translation>
    </message>
    <message>
        <source>not reached: no burst seen, the volume held %1 IOPS, its baseline: its bucket was empty when the run began (%2)</source>
        <translation>届かず: バーストは見られず、ボリュームはベースラインの %1 IOPS を維持。実行開始時にバケットは空でした (%2)</translation>
    </message>
    <message>
        <source>not reached: no burst to %1 IOPS seen (%2)</source>
        <translation>届かず: %1 IOPS へのバーストは見られず (%2)</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>バースト</translation>
    </message>
    <message>
        <source>met</source>
        <translation>達成</translation>
    </message>
    <message>
        <source>below</source>
        <translation>未達</translation>
    </message>
    <message>
        <source>above</source>
        <translation>超過</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>届かず</translation>
    </message>
    <message>
        <source>%1 at %2 promises %3</source>
        <translation>%2 の %1 の約束は %3</translation>
    </message>
    <message>
        <source>%1 promises %2</source>
        <translation>%1 の約束は %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS</source>
        <translation>、%1 IOPS までバースト</translation>
    </message>
    <message>
        <source>, counts I/Os in %1 units</source>
        <translation>、I/O を %1 単位で数える</translation>
    </message>
    <message>
        <source>  Promised: %1
</source>
        <translation>  約束: %1
</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>、%1</translation>
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
            <numerusform>ターゲット数に比例して増加 (1 つあたり %1): %n ターゲットで %2 まで、ホストの上限には達していません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the host&apos;s limit is %1, reached at %n target(s) (%2 per target below it)</source>
        <translation>
            <numerusform>ホストの上限は %1 で、%n ターゲットで到達 (それ未満では 1 ターゲットあたり %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>neither grows with the targets nor levels off (within %1 %): up to %2</source>
        <translation>ターゲット数に比例もせず、頭打ちにもなりません (誤差 %1 % 以内): 最大 %2</translation>
    </message>
    <message>
        <source>too few target counts to read a host limit from</source>
        <translation>ホストの上限を読み取るにはターゲット数の種類が足りません</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · QD %4 × %5</source>
        <translation>%1 · %2 · %3 · QD %4 × %5</translation>
    </message>
    <message>
        <source>IOPS %1 · bandwidth %2</source>
        <translation>IOPS: %1 · 帯域幅: %2</translation>
    </message>
    <message>
        <source>  Host, %1: %2
</source>
        <translation>  ホスト、%1: %2
</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>no I/O completed for %1 from %2</source>
        <translation>%2 から %1 の間 I/O の完了なし</translation>
    </message>
    <message numerus="yes">
        <source>%n stalls with no I/O completed, %1 in all, the longest %2 from %3</source>
        <translation>
            <numerusform>I/O の完了がない停止が %n 回、合計 %1、最長は %3 からの %2</numerusform>
        </translation>
    </message>
    <message>
        <source>one level of %1 IOPS, with stalls</source>
        <translation>%1 IOPS の一定水準、停止あり</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, at the burst ceiling of %4 IOPS</source>
        <translation>超過: 約束 %2 に対し %1 (%3 %): バースト中、バースト上限 %4 IOPS</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS and %2</source>
        <translation>、%1 IOPS と %2 までバースト</translation>
    </message>
    <message>
        <source>; the target is %1, not %2</source>
        <translation>。ターゲットは %2 ではなく %1 です</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than promised; is the target the volume the profile describes?</source>
        <translation>超過: 約束 %2 に対し %1 (%3 %): 約束をはるかに上回ります。ターゲットはプロファイルが示すボリュームですか？</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): a larger volume than stated, or more than the provider holds it to</source>
        <translation>超過: 約束 %2 に対し %1 (%3 %): 申告より大きなボリュームか、プロバイダーの制限を超えています</translation>
    </message>
    <message numerus="yes">
        <source>a shared limit of %1, already at %n target(s): more targets add nothing (the host, or a device they all sit on)</source>
        <translation>
            <numerusform>共有の上限 %1、%n ターゲットですでに到達: ターゲットを増やしても何も増えません (ホスト、またはすべてが載っているデバイス)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>falls as targets are added: %1 at %n target(s), %2 at %3</source>
        <translation>
            <numerusform>ターゲットを増やすと下がります: %n ターゲットで %1、%3 で %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>surfio %1: %2 (see surfio %1 --help)</source>
        <translation>surfio %1: %2 (surfio %1 --help を参照)</translation>
    </message>
    <message>
        <source>surfio %1: unexpected argument &apos;%2&apos;: options take the form --name=value</source>
        <translation>surfio %1: 予期しない引数 &apos;%2&apos;: オプションは --name=value の形式で指定します</translation>
    </message>
    <message>
        <source>it is closed</source>
        <translation>閉じられています</translation>
    </message>
    <message>
        <source>a write failed</source>
        <translation>書き込みに失敗しました</translation>
    </message>
    <message>
        <source>surfio %1: cannot write stdout: %2</source>
        <translation>surfio %1: 標準出力に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>normal (a table), json or csv. Default normal.</source>
        <translation>normal (表)、json、csv のいずれか。既定は normal。</translation>
    </message>
    <message>
        <source>Exit 1 when a matched point of a later run is below R × A&apos;s value, read as speed (for latencies: above A&apos;s / R): a regression gate, e.g. 0.9.</source>
        <translation>後の実行で一致したポイントが、速度として見て R × A の値を下回ったら (レイテンシでは A の値 / R を上回ったら) 終了コード 1 で終了します。性能低下を検出するゲートです (例: 0.9)。</translation>
    </message>
    <message>
        <source>Saved results, Surfio&apos;s or fio&apos;s JSON: A (the reference), then B, C, …</source>
        <translation>保存した結果 (Surfio または fio の JSON): A (基準)、続いて B、C、…</translation>
    </message>
    <message>
        <source>surfio compare: %1</source>
        <translation>surfio compare: %1</translation>
    </message>
    <message>
        <source>give two or more saved results, A.json B.json [C.json…]: the first is the reference</source>
        <translation>保存した結果を 2 つ以上指定してください (A.json B.json [C.json…]): 最初のものが基準になります</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 は形式ではありません: normal、json、csv のいずれかを使用してください</translation>
    </message>
    <message>
        <source>--fail-below=%1 is not a ratio: give a number above 0, e.g. 0.9 for 90 % of A</source>
        <translation>--fail-below=%1 は比率ではありません: 0 より大きい数値を指定してください (例: A の 90 % なら 0.9)</translation>
    </message>
    <message>
        <source>surfio compare: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio compare: %1 (surfio run --output-format=json またはワークベンチで保存した結果か、fio の --output-format=json の出力を指定してください)</translation>
    </message>
    <message>
        <source>surfio compare: %1 holds no finished point: there is nothing in it to compare</source>
        <translation>surfio compare: %1 には完了したポイントがありません: 比較するものがありません</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A: the runs differ in %1; add --ignore=%2 to compare them anyway</source>
        <translation>後の実行のポイントが A のどのポイントとも一致しません: 実行間で %1 が異なります。それでも比較するには --ignore=%2 を追加してください</translation>
    </message>
    <message>
        <source>no point matched one point of each run: the keys left several points of a run alike; drop fewer keys with --ignore</source>
        <translation>各実行のポイント 1 つだけと一致するポイントがありません: 残ったキーでは、同じ実行の複数のポイントを区別できません。--ignore で除外するキーを減らしてください</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A on %1: no two runs measured the same point; drop the keys they differ in with --ignore</source>
        <translation>後の実行のポイントが %1 について A のどのポイントとも一致しません: 同じポイントを測定した実行が 2 つとしてありません。--ignore で、実行間で異なるキーを除外してください</translation>
    </message>
    <message>
        <source>%1: higher is faster</source>
        <translation>%1: 大きいほど速い</translation>
    </message>
    <message>
        <source>%1: lower is faster, so a latency above %2 × A&apos;s</source>
        <translation>%1: 小さいほど速い。つまり %2 × A の値を上回るレイテンシ</translation>
    </message>
    <message>
        <source>Passed --fail-below=%1: no matched point of a later run is below %1 × A&apos;s speed (%2)</source>
        <translation>--fail-below=%1 に合格: 後の実行の一致したポイントに、%1 × A の速度を下回るものはありません (%2)</translation>
    </message>
    <message>
        <source>%1 at %2: ratio %3 to A, %4 × A&apos;s speed</source>
        <translation>%1 の %2: A との比率 %3、%4 × A の速度</translation>
    </message>
    <message>
        <source>%1 lacks a point of A: %2</source>
        <translation>%1 には A のポイントがありません: %2</translation>
    </message>
    <message>
        <source>%1 at %2: no %3 to compare (%4 in %1, %5 in A): it cannot pass</source>
        <translation>%1 の %2: 比較する %3 がありません (%1 では %4、A では %5): 合格できません</translation>
    </message>
    <message numerus="yes">
        <source>Failed --fail-below=%1: %n point(s) below %1 × A&apos;s speed, without a value or missing (%2):</source>
        <translation>
            <numerusform>--fail-below=%1 に不合格: %n 個のポイントが %1 × A の速度を下回っているか、値がないか、欠けています (%2):</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: A has no %3 here to compare with: it cannot pass; run A&apos;s point again, or compare another --metric</source>
        <translation>%1 の %2: A にはここで比較する %3 がありません: 合格できません。A のこのポイントを再実行するか、別の --metric で比較してください</translation>
    </message>
    <message>
        <source>Compares saved results point by point against the first (A): each run&apos;s value, the ratio to A and a verdict (faster, slower or within noise: Welch&apos;s t-test on the trials when both have two or more). Points are matched by rw, bs, rwmixread, iodepth, numjobs, rate_iops and target_count; points not every run has are listed.</source>
        <translation>保存した結果を最初の結果 (A) とポイントごとに比較します: 各実行の値、A との比率、判定 (速い、遅い、ノイズの範囲内。両方に試行が 2 回以上あれば、試行に対する Welch の t 検定で判定) を示します。ポイントは rw、bs、rwmixread、iodepth、numjobs、rate_iops、target_count で照合し、一部の実行にしかないポイントは一覧表示します。</translation>
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
        <translation>p99 なし</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(未完了)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
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
        <translation>この実行にはない</translation>
    </message>
    <message>
        <source>(%1, %2 vs %3 trials)</source>
        <translation>(%1、試行 %2 回 対 %3 回)</translation>
    </message>
    <message>
        <source>point</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>%1 の判定</translation>
    </message>
    <message>
        <source>Not in every run (compared only where present):</source>
        <translation>一部の実行にしかないポイント (ある実行どうしでのみ比較):</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1: %2 にあり、%3 にはない</translation>
    </message>
    <message>
        <source>Not compared: points of one run that the keys matched on do not tell apart (drop fewer keys from the match; they are never averaged):</source>
        <translation>比較しなかったポイント: 照合に使うキーでは区別できない、同じ実行内のポイントです (照合から除外するキーを減らしてください。これらを平均することはありません):</translation>
    </message>
    <message>
        <source>%1: %2: points %3</source>
        <translation>%1: %2: ポイント %3</translation>
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
            <numerusform>%2 で照合した %n ポイントで %1 を比較</numerusform>
        </translation>
    </message>
    <message>
        <source>(not %1)</source>
        <translation>(%1 は除外)</translation>
    </message>
    <message>
        <source>±: the coefficient of variation over a point&apos;s trials; a verdict is Welch&apos;s t-test on them (p &lt; %1, two-sided) when both runs have two or more</source>
        <translation>±: ポイントの試行における変動係数。両方の実行に試行が 2 回以上あれば、判定はそれらに対する Welch の t 検定 (p &lt; %1、両側) によります</translation>
    </message>
    <message>
        <source>%1 (%2) against A: no ratio in %3</source>
        <translation>%1 (%2) 対 A: %3 の比なし</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) against A: %3× in %4 (geometric mean over %n point(s), %5× to %6×)</source>
        <translation>
            <numerusform>%1 (%2) 対 A: %4 で %3× (%n ポイントの幾何平均、%5× から %6×)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched point(s)</source>
        <translation>
            <numerusform>一致した %n ポイントのうち、速い %1、遅い %2、ノイズの範囲内 %3、判定できる試行なし %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>faster</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>ノイズの範囲内</translation>
    </message>
    <message>
        <source>no trials: noise unknown</source>
        <translation>試行なし: ノイズ不明</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>値なし</translation>
    </message>
    <message>
        <source>%1: higher is faster; a ratio below 1 is slower</source>
        <translation>%1: 大きいほど速い。比率が 1 未満なら遅い</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a point below %1 × A&apos;s</source>
        <translation>。--fail-below=%1 では %1 × A の値を下回るポイントが不合格</translation>
    </message>
    <message>
        <source>%1: lower is faster; a ratio above 1 is slower</source>
        <translation>%1: 小さいほど速い。比率が 1 を超えると遅い</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a latency above %2 × A&apos;s (below %1 × A&apos;s speed)</source>
        <translation>。--fail-below=%1 では %2 × A の値を上回るレイテンシ (%1 × A の速度を下回るもの) が不合格</translation>
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
        <translation>surfio %1: UDisks2 に %2 を%3で開くよう依頼しています (polkit がパスワードを一度だけ尋ねることがあります)</translation>
    </message>
    <message>
        <source>reading and writing</source>
        <translation>読み書き</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>読み取り</translation>
    </message>
</context>
<context>
    <name>DevicesToOpen</name>
    <message>
        <source>fio opens %1 itself, and this user may not: run Surfio&apos;s own engine (io_uring), for which UDisks2 can open it, or run as a member of the group that owns it</source>
        <translation>fio は %1 を自分で開きますが、このユーザーには開けません。UDisks2 が開ける Surfio 自身のエンジン (io_uring) を使うか、所有グループのメンバーとして実行してください</translation>
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
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>no target: give --filename or --directory</source>
        <translation>ターゲットがありません: --filename または --directory を指定してください</translation>
    </message>
    <message>
        <source>--bssplit has %1 parts: give at most %2</source>
        <translation>--bssplit の要素が %1 個あります: %2 個以下にしてください</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size outside 512 bytes to 64 MiB: pick sizes in that range, e.g. --bssplit=4k/60:64k/40</source>
        <translation>--bssplit の要素 %1/%2 のサイズが 512 バイトから 64 MiB の範囲外です: この範囲のサイズを選んでください (例: --bssplit=4k/60:64k/40)</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size that is not a multiple of 512 bytes, which direct I/O needs: use multiples of 512, or --direct=0</source>
        <translation>--bssplit の要素 %1/%2 のサイズは、ダイレクト I/O に必要な 512 バイトの倍数ではありません: 512 の倍数にするか、--direct=0 を使用してください</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a percent above 100: give each part 0 to 100</source>
        <translation>--bssplit の要素 %1/%2 の割合が 100 を超えています: 各要素の割合は 0 から 100 で指定してください</translation>
    </message>
    <message>
        <source>the percents of --bssplit=%1 add up to %2, not 100: make them add up to 100, e.g. --bssplit=4k/60:64k/40</source>
        <translation>--bssplit=%1 の割合の合計が 100 ではなく %2 です: 合計が 100 になるようにしてください (例: --bssplit=4k/60:64k/40)</translation>
    </message>
    <message>
        <source>--bs=%1 differs from the largest --bssplit part (%2): leave --bs out with --bssplit, or set it to %2</source>
        <translation>--bs=%1 が --bssplit の最大の要素 (%2) と異なります: --bssplit と併用する場合は --bs を省略するか、%2 に設定してください</translation>
    </message>
    <message>
        <source>--bs is 0: give a block size of at least 512 bytes, e.g. --bs=4k</source>
        <translation>--bs が 0 です: 512 バイト以上のブロックサイズを指定してください (例: --bs=4k)</translation>
    </message>
    <message>
        <source>--bs=%1 is outside 512 bytes to 64 MiB: pick a block size in that range</source>
        <translation>--bs=%1 が 512 バイトから 64 MiB の範囲外です: この範囲のブロックサイズを選んでください</translation>
    </message>
    <message>
        <source>--bs=%1 is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or --direct=0</source>
        <translation>--bs=%1 は、ダイレクト I/O に必要な 512 バイトの倍数ではありません: 512 の倍数にするか、--direct=0 を使用してください</translation>
    </message>
    <message>
        <source>--iodepth=%1 is outside 1 to %2</source>
        <translation>--iodepth=%1 が 1 から %2 の範囲外です</translation>
    </message>
    <message>
        <source>--numjobs=%1 is outside 1 to %2</source>
        <translation>--numjobs=%1 が 1 から %2 の範囲外です</translation>
    </message>
    <message>
        <source>--rwmixread=%1 is outside 0 to 100</source>
        <translation>--rwmixread=%1 が 0 から 100 の範囲外です</translation>
    </message>
    <message>
        <source>--percentage_random=%1 is outside 0 to 100</source>
        <translation>--percentage_random=%1 が 0 から 100 の範囲外です</translation>
    </message>
    <message>
        <source>--runtime is 0 and no --io_size is given, so the job would never end: give a runtime, e.g. --runtime=10s</source>
        <translation>--runtime が 0 で --io_size も指定されていないため、ジョブが終了しません: 実行時間を指定してください (例: --runtime=10s)</translation>
    </message>
    <message>
        <source>--runtime and --ramp_time cannot be negative</source>
        <translation>--runtime と --ramp_time に負の値は指定できません</translation>
    </message>
    <message>
        <source>the largest --bssplit part (%1) is larger than the region (--size=%2): raise --size or lower that part</source>
        <translation>--bssplit の最大の要素 (%1) が領域 (--size=%2) より大きくなっています: --size を大きくするか、その要素を小さくしてください</translation>
    </message>
    <message>
        <source>--bs=%1 is larger than the region (--size=%2): raise --size or lower --bs</source>
        <translation>--bs=%1 が領域 (--size=%2) より大きくなっています: --size を大きくするか、--bs を小さくしてください</translation>
    </message>
    <message>
        <source>%1 targets but --numjobs=%2: each job works on one target, so give at least as many jobs as targets</source>
        <translation>ターゲットが %1 個あるのに --numjobs=%2 です: 各ジョブは 1 つのターゲットを扱うため、ターゲットと同じ数以上のジョブ数を指定してください</translation>
    </message>
    <message>
        <source>--offset plus --size is beyond any device: lower --offset</source>
        <translation>--offset と --size の合計が、どのデバイスの容量も超える値です: --offset を小さくしてください</translation>
    </message>
    <message>
        <source>--sample_interval is below 1 ms: give at least 1ms, e.g. --sample_interval=100ms</source>
        <translation>--sample_interval が 1 ms 未満です: 1ms 以上を指定してください (例: --sample_interval=100ms)</translation>
    </message>
    <message>
        <source>cannot look at %1: %2; check the device path</source>
        <translation>%1 を調べられません: %2。デバイスのパスを確認してください</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a regular file); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 はブロックデバイスではありません (通常のファイルです): /dev/sdb や /dev/nvme0n1 などのデバイスノードを指定してください</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a directory); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 はブロックデバイスではありません (ディレクトリです): /dev/sdb や /dev/nvme0n1 などのデバイスノードを指定してください</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a character device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 はブロックデバイスではありません (キャラクタデバイスです): /dev/sdb や /dev/nvme0n1 などのデバイスノードを指定してください</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is not a device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 はブロックデバイスではありません (デバイスではありません): /dev/sdb や /dev/nvme0n1 などのデバイスノードを指定してください</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2; even root may not: a container, device cgroup or security module forbids it</source>
        <translation>%1 を開けません: %2。root でも開けません: コンテナ、デバイス cgroup、またはセキュリティモジュールによって禁止されています</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2; is there a medium in it?</source>
        <translation>%1 のサイズを読み取れません: %2。メディアが挿入されているか確認してください</translation>
    </message>
    <message>
        <source>cannot read %1 to look for filesystem signatures: %2</source>
        <translation>ファイルシステムのシグネチャを探すために %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>several conflicting signatures (wipefs %1 lists them)</source>
        <extracomment>What a device carries, in &quot;%1 carries %2; writing would destroy it...&quot;; %1 the device</extracomment>
        <translation>互いに矛盾する複数のシグネチャ (wipefs %1 で一覧表示できます)</translation>
    </message>
    <message>
        <source>a %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 の RAID/LVM シグネチャ</translation>
    </message>
    <message>
        <source>an %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 の RAID/LVM シグネチャ</translation>
    </message>
    <message>
        <source>a %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 の暗号化シグネチャ</translation>
    </message>
    <message>
        <source>an %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 の暗号化シグネチャ</translation>
    </message>
    <message>
        <source>a %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 ファイルシステムのシグネチャ</translation>
    </message>
    <message>
        <source>an %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 ファイルシステムのシグネチャ</translation>
    </message>
    <message>
        <source>a %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 のシグネチャ</translation>
    </message>
    <message>
        <source>an %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 のシグネチャ</translation>
    </message>
    <message>
        <source>a %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 パーティションテーブル</translation>
    </message>
    <message>
        <source>an %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>%1 パーティションテーブル</translation>
    </message>
    <message>
        <source>a signature of unknown type</source>
        <extracomment>What a device carries</extracomment>
        <translation>種類不明のシグネチャ</translation>
    </message>
    <message>
        <source>%1 (label &quot;%2&quot;)</source>
        <extracomment>%1 a signature found on a device (translated), %2 its label</extracomment>
        <translation>%1 (ラベル &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>refusing to write to %1: Surfio does not write to block devices unless --allow-write-device is given; the data on %1 would be destroyed</source>
        <translation>%1 への書き込みを拒否しました: Surfio は --allow-write-device が指定されない限りブロックデバイスに書き込みません。書き込むと %1 のデータが破壊されます</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 は %2 にマウントされています: 先にアンマウントしてください (Surfio はマウント中のデバイスには決して書き込みません。--force を指定しても同じです)</translation>
    </message>
    <message>
        <source>%1 is mounted on %2 (partition %3); unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 は %2 にマウントされています (パーティション %3): 先にアンマウントしてください (Surfio はマウント中のデバイスには決して書き込みません。--force を指定しても同じです)</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <extracomment>In a list of what holds a device: %1 the holder (dm-0, md127), %2 the partition it holds</extracomment>
        <translation>%1 (%2 上)</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%3/holders); free it first</source>
        <translation>%1 は %2 によって使用中です (マウント、スワップ、RAID、LVM、device-mapper、または別のプログラムによる排他的オープン: /sys/class/block/%3/holders を参照): 先に解放してください</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%2/holders); free it first</source>
        <translation>%1 は使用中です (マウント、スワップ、RAID、LVM、device-mapper、または別のプログラムによる排他的オープン: /sys/class/block/%2/holders を参照): 先に解放してください</translation>
    </message>
    <message>
        <source>%1 carries %2; writing would destroy it. Pick an empty device, or add --force if you really mean to overwrite it</source>
        <translation>%1 には %2 があり、書き込むと破壊されます: 空のデバイスを選ぶか、本当に上書きする場合は --force を加えてください</translation>
    </message>
    <message>
        <source>cannot inspect %1: %2</source>
        <translation>%1 を調べられません: %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so %2 cannot be written: pick a directory on a writable filesystem</source>
        <translation>%1 は読み込み専用のファイルシステム上にあるため、%2 に書き込めません: 書き込み可能なファイルシステム上のディレクトリを選んでください</translation>
    </message>
    <message>
        <source>%1 needs %2 but %3 has only %4 free: lower --size or pick another directory</source>
        <translation>%1 には %2 が必要ですが、%3 の空きは %4 しかありません: --size を小さくするか、別のディレクトリを選んでください</translation>
    </message>
    <message>
        <source>directory %1 does not exist, so %2 cannot be created: create the directory or pick another path</source>
        <translation>ディレクトリ %1 が存在しないため、%2 を作成できません: ディレクトリを作成するか、別のパスを選んでください</translation>
    </message>
    <message>
        <source>no such device %1: check the name with lsblk (Surfio does not create files in %2)</source>
        <translation>デバイス %1 がありません: lsblk で名前を確認してください (Surfio は %2 にファイルを作成しません)</translation>
    </message>
    <message>
        <source>--size is needed to create %1: e.g. --size=1g</source>
        <translation>%1 を作成するには --size が必要です: --size を指定してください (例: --size=1g)</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give --size to extend it</source>
        <translation>%1 のサイズは %2 で、--offset=%3 より先には何もありません: 拡張するには --size を指定してください</translation>
    </message>
    <message>
        <source>the region (--offset + --size = %1) is larger than %2 (%3): lower --size or --offset</source>
        <translation>領域 (--offset + --size = %1) が %2 (%3) より大きくなっています: --size か --offset を小さくしてください</translation>
    </message>
    <message>
        <source>%1 holds %2 but the region ends at %3, and only reads were asked for, so Surfio will not rewrite it: give --size=%4 or less, or another file</source>
        <translation>%1 のサイズは %2 ですが領域の終わりは %3 で、読み込みしか指定されていないため、Surfio はこのファイルを書き直しません: --size=%4 以下を指定するか、別のファイルを指定してください</translation>
    </message>
    <message>
        <source>the region (offset %1, size %2) of %3 is not aligned to its %4-byte direct-I/O alignment (%5): give --offset and --size as multiples of it, e.g. --size=%6</source>
        <translation>%3 の領域 (オフセット %1、サイズ %2) が、ダイレクト I/O のアライメント %4 バイト (%5) に揃っていません: --offset と --size をその倍数で指定してください (例: --size=%6)</translation>
    </message>
    <message>
        <source>%1 already exists (left by an earlier run?): delete it and start again</source>
        <translation>%1 はすでに存在します (以前の実行で残ったものかもしれません): 削除してからやり直してください</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, or held by another program or the kernel): free it first</source>
        <translation>%1 は使用中です (マウント中、または別のプログラムかカーネルが保持しています): 先に解放してください</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2</source>
        <translation>%1 をダイレクト I/O で開けません: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2 (the filesystem may not support O_DIRECT: try --direct=0)</source>
        <translation>%1 をダイレクト I/O で開けません: %2 (ファイルシステムが O_DIRECT に対応していない可能性があります: --direct=0 を試してください)</translation>
    </message>
    <message>
        <source>no space left on device to create %1 (%2)</source>
        <translation>デバイスに空き容量がないため、%1 を作成できません (%2)</translation>
    </message>
    <message>
        <source>block size %1 is not a multiple of %2&apos;s %3-byte direct-I/O alignment (%4): use a multiple of %3, or --direct=0</source>
        <translation>ブロックサイズ %1 が %2 のダイレクト I/O のアライメント %3 バイト (%4) の倍数ではありません: %3 の倍数にするか、--direct=0 を使用してください</translation>
    </message>
    <message>
        <source>block size %1 is larger than the region of %2 (%3): raise --size or lower --bs</source>
        <translation>ブロックサイズ %1 が %2 の領域 (%3) より大きくなっています: --size を大きくするか、--bs を小さくしてください</translation>
    </message>
    <message>
        <source>%1 has never-written holes in the region, and reads from them would not touch the device, so the figures would be false: pick a file without holes, or a new file that Surfio lays out itself</source>
        <translation>%1 の領域には一度も書き込まれていないホールがあり、そこからの読み込みはデバイスにアクセスしないため、測定値が正しくなくなります: ホールのないファイルか、Surfio が自ら準備する新規ファイルを選んでください</translation>
    </message>
    <message>
        <source>cannot allocate the layout buffer</source>
        <translation>準備用のバッファを確保できません</translation>
    </message>
    <message>
        <source>stopped while laying out %1</source>
        <translation>%1 の準備中に停止しました</translation>
    </message>
    <message>
        <source>laying out %1 failed at offset %2: %3</source>
        <translation>%1 の準備がオフセット %2 で失敗しました: %3</translation>
    </message>
    <message>
        <source>flushing the layout of %1 failed: %2</source>
        <translation>%1 の準備したデータのフラッシュに失敗しました: %2</translation>
    </message>
    <message>
        <source>not laid out: no point reads</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>準備なし: 読み込むポイントがありません</translation>
    </message>
    <message>
        <source>device data as found (Surfio may not write to this device)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>デバイス上の既存データのまま (Surfio はこのデバイスへの書き込みを許可されていません)</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (random data, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>以前に Surfio が準備済み (ランダムデータ、ホールなし)</translation>
    </message>
    <message>
        <source>existing data, no holes (read only: not rewritten)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>既存データ、ホールなし (読み込みのみ: 書き直していません)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (random data, %1)</source>
        <extracomment>How the data of a target&apos;s region got there; %1 its size</extracomment>
        <translation>今回 Surfio が準備 (ランダムデータ、%1)</translation>
    </message>
    <message>
        <source>statx DIOALIGN</source>
        <extracomment>Where the direct-I/O alignment came from: the statx() system call&apos;s DIOALIGN answer</extracomment>
        <translation>statx DIOALIGN</translation>
    </message>
    <message>
        <source>logical block size</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>論理ブロックサイズ</translation>
    </message>
    <message>
        <source>page size (device unknown)</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>ページサイズ (デバイス不明)</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>%3 のオフセット %2 での %1 バイトの読み込みがターゲットの末尾に達しました</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>%3 のオフセット %2 での %1 バイトの書き込みがターゲットの末尾に達しました</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 failed</source>
        <translation>デバイスに空き容量がありません: %3 のオフセット %2 での %1 バイトの読み込みに失敗しました</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 failed</source>
        <translation>デバイスに空き容量がありません: %3 のオフセット %2 での %1 バイトの書き込みに失敗しました</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>%3 のオフセット %2 での %1 バイトの読み込みに失敗しました: %4</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>%3 のオフセット %2 での %1 バイトの書き込みに失敗しました: %4</translation>
    </message>
    <message>
        <source>io_uring disabled by SURFIO_DISABLE_IO_URING</source>
        <translation>SURFIO_DISABLE_IO_URING により io_uring を無効化</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1</source>
        <translation>io_uring_setup に失敗しました: %1</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (the kernel has no io_uring)</source>
        <translation>io_uring_setup に失敗しました: %1 (カーネルに io_uring がありません)</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (disabled by kernel.io_uring_disabled or a seccomp filter, e.g. a container&apos;s)</source>
        <translation>io_uring_setup に失敗しました: %1 (kernel.io_uring_disabled か、コンテナなどの seccomp フィルタによって無効化されています)</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but only %5 of memory is available, and Surfio uses at most half: lower --iodepth, --numjobs or --bs</source>
        <translation>I/O バッファには %1 (numjobs %2 x iodepth %3 x bs %4) が必要ですが、使用可能なメモリは %5 しかなく、Surfio が使うのはその半分までです: --iodepth、--numjobs、--bs のいずれかを小さくしてください</translation>
    </message>
    <message>
        <source>buffers registered by %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>ワーカー %2 個中 %1 個のみバッファを登録</translation>
    </message>
    <message>
        <source>psync fallback in %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>ワーカー %2 個中 %1 個で psync にフォールバック</translation>
    </message>
    <message>
        <source>psync asked for</source>
        <extracomment>Why the psync engine ran rather than io_uring</extracomment>
        <translation>psync が指定されたため</translation>
    </message>
    <message>
        <source>the fio engine runs through fio itself, not runJob()</source>
        <translation>fio エンジンは runJob() ではなく fio 自体で実行します</translation>
    </message>
    <message>
        <source>the io_uring engine was asked for but cannot run here: %1</source>
        <translation>io_uring エンジンが指定されましたが、この環境では実行できません: %1</translation>
    </message>
    <message>
        <source>could not start worker %1 of %2: %3: lower --numjobs</source>
        <translation>%2 個中 %1 番目のワーカーを起動できませんでした: %3: --numjobs を小さくしてください</translation>
    </message>
    <message>
        <source>ring flags %1 refused (EINVAL)</source>
        <translation>リングフラグ %1 が拒否されました (EINVAL)</translation>
    </message>
    <message>
        <source>ring flags none refused (EINVAL)</source>
        <translation>フラグなしのリングが拒否されました (EINVAL)</translation>
    </message>
    <message>
        <source>buffers not registered (%1)</source>
        <translation>バッファを登録できませんでした (%1)</translation>
    </message>
    <message>
        <source>buffers not registered (%1, RLIMIT_MEMLOCK too low?)</source>
        <translation>バッファを登録できませんでした (%1。RLIMIT_MEMLOCK が低すぎる可能性があります)</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2</source>
        <translation>深さ %1 の io_uring リングを作成できません: %2</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2 (locked memory limit or memory cgroup too small?)</source>
        <translation>深さ %1 の io_uring リングを作成できません: %2 (ロックできるメモリの上限かメモリ cgroup が小さすぎる可能性があります)</translation>
    </message>
    <message>
        <source>%1: lower --iodepth, or use --engine=psync</source>
        <extracomment>%1 why the ring could not be created (translated)</extracomment>
        <translation>%1: --iodepth を小さくするか、--engine=psync を使用してください</translation>
    </message>
    <message>
        <source>cannot map %1 bytes of I/O buffers: %2</source>
        <translation>%1 バイトの I/O バッファをマップできません: %2</translation>
    </message>
    <message>
        <source>io_uring_enter failed: %1 (try --engine=psync)</source>
        <translation>io_uring_enter に失敗しました: %1 (--engine=psync を試してください)</translation>
    </message>
    <message>
        <source>cannot allocate a %1-byte I/O buffer</source>
        <translation>%1 バイトの I/O バッファを確保できません</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>directory</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <source>block device</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>ブロックデバイス</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away during the run: the measurement stopped, as the file it measured is gone; run again on a file nothing else removes</source>
        <translation>実行中に %1 が削除または移動されました。測定していたファイルがなくなったため測定を停止しました。ほかのものに削除されないファイルで再実行してください</translation>
    </message>
    <message>
        <source>%1 was truncated to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again on a file nothing else truncates</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>実行中に %1 が %2 に切り詰められ、Surfio が測定する領域（%3 まで）に足りなくなりました。測定を停止しました。ほかのものに切り詰められないファイルで再実行してください</translation>
    </message>
    <message>
        <source>%1 was replaced by another file during the run: the measurement stopped, as the file it measured is no longer there; run again on a file nothing else replaces</source>
        <translation>実行中に %1 が別のファイルに置き換えられました。測定していたファイルがもうそこにないため測定を停止しました。ほかのものに置き換えられないファイルで再実行してください</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but the memory cgroup Surfio runs in (a container&apos;s or a service&apos;s limit) lets it take only %5 more, and Surfio uses at most half: lower --iodepth, --numjobs or --bs, or raise the limit</source>
        <translation>I/O バッファには %1 (numjobs %2 x iodepth %3 x bs %4) が必要ですが、Surfio が動いているメモリ cgroup (コンテナやサービスの制限) はあと %5 しか使わせず、Surfio が使うのはその半分までです: --iodepth、--numjobs、--bs のいずれかを小さくするか、制限を引き上げてください</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (crc32c-verifiable blocks, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c</extracomment>
        <translation>以前に Surfio が配置済み (crc32c で検証可能なブロック、ホールなし)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (crc32c-verifiable blocks, %1)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c; %1 its size</extracomment>
        <translation>今 Surfio が配置 (crc32c で検証可能なブロック、%1)</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected a Surfio verify header (magic %4), found magic %3: the region was not written with --verify=crc32c, or something overwrote it</source>
        <extracomment>%1 target, %2 offset of the 512-byte sector that failed, %3 and %4 the magic numbers found and expected (hex)</extracomment>
        <translation>%1 のオフセット %2 でデータ検証に失敗しました: Surfio の検証ヘッダー (マジック %4) が必要ですが、マジック %3 が見つかりました: この領域は --verify=crc32c で書き込まれていないか、何かに上書きされています</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected offset %2, length %8, crc32c %5; found offset %3, length %4, crc32c %6 (header of generation %7, from a %9-byte write)</source>
        <extracomment>%1 target, %2 offset read, %3 offset found in the header, %4 length found, %5 crc32c the header holds, %6 crc32c of the data read, %7 generation (write pass) found, %8 expected length, %9 size of the write that wrote it</extracomment>
        <translation>%1 のオフセット %2 でデータ検証に失敗しました: 期待値はオフセット %2、長さ %8、crc32c %5; 実際はオフセット %3、長さ %4、crc32c %6 (世代 %7 のヘッダー、%9 バイトの書き込みによるもの)</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bs=%1 must be a multiple of 512: use a multiple of 512, or --verify=off</source>
        <translation>--verify=crc32c は 512 バイトのセクターごとに検査するため、--bs=%1 は 512 の倍数でなければなりません: 512 の倍数にするか、--verify=off を使用してください</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bssplit part %1 must be a multiple of 512: use multiples of 512, or --verify=off</source>
        <translation>--verify=crc32c は 512 バイトのセクターごとに検査するため、--bssplit の部分 %1 は 512 の倍数でなければなりません: 512 の倍数にするか、--verify=off を使用してください</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --offset=%1 must be a multiple of 512</source>
        <translation>--verify=crc32c は 512 バイトのセクターごとに検査するため、--offset=%1 は 512 の倍数でなければなりません</translation>
    </message>
    <message>
        <source>--verify=crc32c runs in Surfio&apos;s own engine only (fio checks headers of its own, which Surfio&apos;s layout does not write): use --engine=io_uring or --engine=psync, or --verify=off</source>
        <translation>--verify=crc32c は Surfio 自身のエンジンでのみ動作します (fio は独自のヘッダーを検査しますが、Surfio の配置はそれを書き込みません): --engine=io_uring か --engine=psync を使うか、--verify=off にしてください</translation>
    </message>
    <message>
        <source>with --verify=crc32c each of the %1 jobs on %2 works on a part of the region of its own, and %3 is smaller than the %4-byte block: raise --size or lower --numjobs</source>
        <translation>--verify=crc32c では %2 上の %1 個のジョブがそれぞれ領域の専用部分で動作しますが、%3 は %4 バイトのブロックより小さいです: --size を増やすか --numjobs を減らしてください</translation>
    </message>
    <message>
        <source>%1 shrank to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again once the device keeps its size</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>実行中に %1 が %2 に縮小し、Surfio が測定する領域（%3 まで）に足りなくなりました。測定を停止しました。デバイスのサイズが変わらなくなってから再実行してください</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>%3 のオフセット %2 での %1 バイトの読み込みが途中までで返りました（%4 完了）。オフセット %5 からの残りはターゲットの末尾に達しました</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>%3 のオフセット %2 での %1 バイトの書き込みが途中までで返りました（%4 完了）。オフセット %5 からの残りはターゲットの末尾に達しました</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>デバイスに空き容量がありません: %3 のオフセット %2 での %1 バイトの読み込みが途中までで返り（%4 完了）、オフセット %5 からの残りが失敗しました</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>デバイスに空き容量がありません: %3 のオフセット %2 での %1 バイトの書き込みが途中までで返り（%4 完了）、オフセット %5 からの残りが失敗しました</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>%3 のオフセット %2 での %1 バイトの読み込みが途中までで返り（%4 完了）、オフセット %5 からの残りが失敗しました: %6</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>%3 のオフセット %2 での %1 バイトの書き込みが途中までで返り（%4 完了）、オフセット %5 からの残りが失敗しました: %6</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1: one I/O in %1 was first submitted at half its length (fault injection)</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1: %1 回に 1 回の I/O を、まず半分の長さで発行しました（障害注入）</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1 is not a whole number from 0 to 4294967295: set it to N to submit one I/O in N at half its length, or unset it</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1 は 0 から 4294967295 までの整数ではありません: N 回に 1 回の I/O を半分の長さで発行するには N を設定し、不要なら変数を外してください</translation>
    </message>
    <message>
        <source>%1 I/Os to %2 are still in flight after %3 s without any completion: the device is not responding (the point keeps what it measured until then)</source>
        <extracomment>%3 whole seconds since the last completion</extracomment>
        <translation>%2 への %1 個の I/O が、%3 秒間ひとつも完了しないまま処理中です: デバイスが応答していません (このポイントはそれまでに測定した結果を保持します)</translation>
    </message>
    <message>
        <source>huge pages for the I/O buffers refused (%1): an I/O larger than a page may reach the device split</source>
        <translation>I/O バッファのヒュージページが拒否されました (%1): ページより大きい I/O はデバイスで分割される場合があります</translation>
    </message>
    <message>
        <source>%1 of %2 MiB of I/O buffers on huge pages (transparent huge pages off, or memory fragmented): an I/O larger than a page may reach the device split</source>
        <extracomment>%1 and %2 MiB</extracomment>
        <translation>I/O バッファ %2 MiB のうち %1 MiB がヒュージページ上にあります (Transparent Huge Pages が無効か、メモリが断片化しています): ページより大きい I/O はデバイスで分割される場合があります</translation>
    </message>
    <message>
        <source>cannot run a worker on CPUs %1 (--cpus_allowed): %2; name CPUs this process may use (taskset -p $$ shows them)</source>
        <extracomment>%1 the CPU list, %2 the system&apos;s reason</extracomment>
        <translation>CPU %1 でワーカーを実行できません (--cpus_allowed): %2。このプロセスが使える CPU を指定してください (taskset -p $$ で表示されます)</translation>
    </message>
    <message>
        <source>--%1 is an io_uring option, and --engine=psync does not use io_uring: use --engine=io_uring or --engine=auto, or leave out --%1</source>
        <extracomment>%1 an option as given, e.g. &quot;hipri&quot; or &quot;fixedbufs=0&quot;</extracomment>
        <translation>--%1 は io_uring のオプションですが、--engine=psync は io_uring を使いません: --engine=io_uring か --engine=auto を使うか、--%1 を外してください</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 pins the kernel&apos;s submission polling thread, which only --sqthread_poll=1 starts: add --sqthread_poll=1, or leave out --sqthread_poll_cpu</source>
        <translation>--sqthread_poll_cpu=%1 はカーネルの投入ポーリングスレッドを固定しますが、そのスレッドは --sqthread_poll=1 でしか起動しません: --sqthread_poll=1 を加えるか、--sqthread_poll_cpu を外してください</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 is not a CPU of this machine, which has CPUs 0 to %2: pick one of those</source>
        <extracomment>%2 the highest CPU index of this machine</extracomment>
        <translation>--sqthread_poll_cpu=%1 はこのマシンの CPU ではありません (CPU は 0 から %2): その中から選んでください</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 names CPU %2, but this machine has CPUs 0 to %3: list only those, e.g. --cpus_allowed=0-%3</source>
        <extracomment>%1 the CPU list, %2 the CPU beyond the machine&apos;s, %3 the highest CPU index of this machine</extracomment>
        <translation>--cpus_allowed=%1 は CPU %2 を指定していますが、このマシンの CPU は 0 から %3 です: その範囲だけを指定してください (例: --cpus_allowed=0-%3)</translation>
    </message>
    <message>
        <source>--iodepth_batch_submit=%1 is above --iodepth=%2, so a batch could never fill: give at most %2, or 0 for Surfio&apos;s own submission rule</source>
        <translation>--iodepth_batch_submit=%1 が --iodepth=%2 を超えているため、バッチが満たされることはありません: %2 以下にするか、Surfio 独自の投入ルールなら 0 にしてください</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=%1 is above --iodepth=%2, so a wait for that many completions would never end: give 1 to %2</source>
        <translation>--iodepth_batch_complete_min=%1 が --iodepth=%2 を超えているため、その数の完了を待つといつまでも終わりません: 1 から %2 にしてください</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=0: Surfio&apos;s engine waits for at least one completion each time round: give 1 to %1 (--iodepth)</source>
        <translation>--iodepth_batch_complete_min=0: Surfio のエンジンは毎回少なくとも 1 つの完了を待ちます: 1 から %1 (--iodepth) にしてください</translation>
    </message>
    <message>
        <source>--hipri polls for completions (IOPOLL), which only direct I/O can do: add --direct=1, or leave out --hipri</source>
        <translation>--hipri は完了をポーリングします (IOPOLL)。これはダイレクト I/O でしかできません: --direct=1 を加えるか、--hipri を外してください</translation>
    </message>
    <message>
        <source>--hipri needs polled completions, which %1 under %2 does not offer (its queue/io_poll is 0 or absent): give an NVMe drive poll queues (the kernel parameter nvme.poll_queues=N, or the nvme module&apos;s poll_queues option, then reload it), or leave --hipri out</source>
        <extracomment>%1 the device (loop0, nvme0n1), %2 the target</extracomment>
        <translation>--hipri にはポーリングによる完了が必要ですが、%2 の下の %1 はそれに対応していません (queue/io_poll が 0 か存在しません): NVMe ドライブにポーリングキューを割り当てる (カーネルパラメーター nvme.poll_queues=N、または nvme モジュールの poll_queues オプションを指定して再読み込み) か、--hipri を外してください</translation>
    </message>
    <message>
        <source>--hipri needs polled completions from a block device, and %1 lies on none (%2): use a file on a device with poll queues, or leave --hipri out</source>
        <extracomment>%1 the target, %2 its filesystem (tmpfs, nfs...)</extracomment>
        <translation>--hipri にはブロックデバイスからのポーリングによる完了が必要ですが、%1 はどのデバイス上にもありません (%2): ポーリングキューを持つデバイス上のファイルを使うか、--hipri を外してください</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests, %3 % of the data of the %4 reads Surfio counted: the page cache (--direct=0) or a caching layer answered the rest, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 が完了した読み取り要求は %2 件で、Surfio が数えた %4 回の読み取りのデータの %3 % です: 残りはページキャッシュ (--direct=0) またはキャッシュ層が応答したため、これはデバイスの数値ではありません。--direct=1 でデバイスを測定できます</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests, %3 % of the data of the %4 writes Surfio counted: the page cache (--direct=0) or a caching layer holds the rest or wrote it back later, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 が完了した書き込み要求は %2 件で、Surfio が数えた %4 回の書き込みのデータの %3 % です: 残りはページキャッシュ (--direct=0) またはキャッシュ層が保持しているか後で書き戻したため、これはデバイスの数値ではありません。--direct=1 でデバイスを測定できます</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests for the %3 reads Surfio counted, %4 per read: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 は Surfio が数えた %3 回の読み取りに対して %2 件の読み取り要求を完了しました (読み取り 1 回あたり %4 件): ブロック層が分割したため (1 つの要求はデバイスの queue/max_sectors_kb と max_segments までしか保持できません)、デバイスはブロックサイズより小さい要求を処理しました</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests for the %3 writes Surfio counted, %4 per write: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 は Surfio が数えた %3 回の書き込みに対して %2 件の書き込み要求を完了しました (書き込み 1 回あたり %4 件): ブロック層が分割したため (1 つの要求はデバイスの queue/max_sectors_kb と max_segments までしか保持できません)、デバイスはブロックサイズより小さい要求を処理しました</translation>
    </message>
    <message>
        <source>the worker thread kept a CPU busy %1 % of the measured time: the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 a percentage of the measured time</extracomment>
        <translation>ワーカースレッドは計測時間の %1 % にわたって CPU を使用し続けました: これらの数値を制限しているのはストレージではなく、負荷を生成する CPU かもしれません</translation>
    </message>
    <message>
        <source>%1 of the %2 worker threads kept a CPU busy %3 % of the measured time or more (the busiest %4 %): the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 busy threads, %2 all threads, %3 the threshold (95), %4 the busiest thread&apos;s percentage</extracomment>
        <translation>%2 個中 %1 個のワーカースレッドが計測時間の %3 % 以上にわたって CPU を使用し続けました (最大 %4 %): これらの数値を制限しているのはストレージではなく、負荷を生成する CPU かもしれません</translation>
    </message>
    <message>
        <source>file not registered (%1)</source>
        <translation>ファイルは登録されていません (%1)</translation>
    </message>
    <message>
        <source>could not keep a worker on CPU %1 (%2), so it ran wherever the scheduler put it</source>
        <extracomment>%1 a CPU number, %2 the system&apos;s reason</extracomment>
        <translation>ワーカーを CPU %1 に固定できなかったため (%2)、スケジューラが置いた場所で実行しました</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its warning temperature of %3 °C: a drive this hot may slow itself down to cool, so these figures may be below what it gives when cool; let it cool and run again, or cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its warning threshold, both in °C (45.9)</extracomment>
        <translation>%1 は %2 °C に達し、警告温度 %3 °C 以上になりました: これほど高温のドライブは冷却のために自ら速度を落とすことがあるため、これらの数値は冷えているときより低い可能性があります。冷ましてから再実行するか、冷却を改善してください</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its critical temperature of %3 °C: a drive this hot slows itself down or shuts down to protect itself, so these figures may be far below what it gives when cool; let it cool and run again, and cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its critical threshold, both in °C (45.9)</extracomment>
        <translation>%1 は %2 °C に達し、臨界温度 %3 °C 以上になりました: これほど高温のドライブは自らを守るために速度を落とすか停止するため、これらの数値は冷えているときよりはるかに低い可能性があります。冷ましてから再実行し、冷却も改善してください</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device (a FIFO or a character device such as /dev/null or /dev/zero holds no storage to measure): name a file, a directory or a block device</source>
        <translation>%1 はファイルでもディレクトリでもブロックデバイスでもありません (FIFO や、/dev/null、/dev/zero のようなキャラクターデバイスには測定できるストレージがありません): ファイル、ディレクトリ、またはブロックデバイスを指定してください</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give an --offset below the device&apos;s size</source>
        <translation>%1 のサイズは %2 で、--offset=%3 より先には何もありません: デバイスのサイズより小さい --offset を指定してください</translation>
    </message>
    <message>
        <source>cannot open %1: %2: give a target you may read and write (a file in a folder of yours), or ask for access to it</source>
        <translation>%1 を開けません: %2: 読み書きできるターゲット (自分のフォルダ内のファイルなど) を指定するか、アクセス権を依頼してください</translation>
    </message>
    <message>
        <source>the run was paused: one sampling interval lasted %1 s where %2 ms was asked (the process was stopped, or the machine too busy to run it), so the figures count time in which Surfio issued nothing</source>
        <extracomment>%1 the longest sampling interval in seconds (2.1), %2 the interval asked for in milliseconds (100)</extracomment>
        <translation>実行が一時停止していました: サンプリング間隔 %2 ms を指定したのに、1 回の間隔が %1 s かかりました (プロセスが停止されたか、マシンが混み合っていて実行できませんでした)。そのため、数値には Surfio が何も発行していない時間が含まれています</translation>
    </message>
    <message>
        <source>cannot open %1: %2; let Surfio ask UDisks2 to open it (polkit asks for a password once), or join the group that owns %1</source>
        <translation>%1 を開けません: %2。Surfio に UDisks2 で開かせる (polkit がパスワードを一度尋ねます) か、%1 を所有するグループに参加してください</translation>
    </message>
    <message>
        <source>the descriptor UDisks2 handed over for %1 is not open on that device any more; start again to ask anew</source>
        <translation>UDisks2 が %1 に渡した記述子はもうそのデバイスを開いていません。もう一度開始して依頼し直してください</translation>
    </message>
    <message>
        <source>%1 was opened through UDisks2 for reading only, and this matrix writes; start again to ask for writing</source>
        <translation>%1 は UDisks2 経由で読み取り専用で開かれましたが、このマトリクスは書き込みます。書き込みを依頼するにはもう一度開始してください</translation>
    </message>
</context>
<context>
    <name>EngineFeatures</name>
    <message>
        <source>registered buffers</source>
        <translation>登録済みバッファ</translation>
    </message>
    <message>
        <source>registered files</source>
        <translation>登録済みファイル</translation>
    </message>
    <message>
        <source>buffers on %1 pages</source>
        <extracomment>%1 what backs the buffers, as the result file says: &quot;THP 2 MiB&quot;, &quot;hugetlb 2 MiB&quot;, &quot;4 KiB&quot;</extracomment>
        <translation>バッファは %1 ページ</translation>
    </message>
    <message numerus="yes">
        <source>up to %n I/O(s) per submission</source>
        <translation>
            <numerusform>1 回の投入で最大 %n 個の I/O</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waits for %n completion(s)</source>
        <translation>
            <numerusform>%n 個の完了を待機</numerusform>
        </translation>
    </message>
    <message>
        <source>one CPU per job (%1): each I/O a hand-off to a kernel thread</source>
        <extracomment>%1 a CPU list, &quot;0&quot; or &quot;0-1&quot;: Surfio pinned each job to one CPU, since at a low queue depth every I/O is a hand-off to a kernel thread (a loop device&apos;s worker, io_uring&apos;s worker for tmpfs)</extracomment>
        <translation>ジョブごとに 1 CPU (%1): 各 I/O はカーネルスレッドへの受け渡し</translation>
    </message>
</context>
<context>
    <name>FioEngine</name>
    <message>
        <source>the fio server %1 cannot be reached (%2): start `fio --server` on it, or check the address and port (fio&apos;s default is 8765) and the firewall</source>
        <translation>fio サーバー %1 に接続できません (%2): そのホストで `fio --server` を起動するか、アドレスとポート (fio の既定は 8765) とファイアウォールを確認してください</translation>
    </message>
    <message>
        <source>the fio server %1 is not a known host name (%2): check its spelling or give its address</source>
        <translation>fio サーバー %1 は既知のホスト名ではありません (%2): 綴りを確認するか、アドレスを指定してください</translation>
    </message>
    <message>
        <source>the fio server %1 went away mid-run (%2): the points before this one are kept</source>
        <translation>fio サーバー %1 が実行中に応答しなくなりました (%2): このポイントより前のポイントは保持されます</translation>
    </message>
    <message>
        <source>fio is not installed (not found on PATH): install it (Debian: apt-get install fio) or choose Surfio&apos;s own engine</source>
        <translation>fio がインストールされていません (PATH に見つかりません): インストールする (Debian: apt-get install fio) か、Surfio 独自のエンジンを選んでください</translation>
    </message>
    <message>
        <source>%1 --version did not answer: check that this fio runs</source>
        <translation>%1 --version が応答しませんでした: この fio が動作するか確認してください</translation>
    </message>
    <message>
        <source>%1 --version says &quot;%2&quot;, which is not fio&apos;s version: check that %1 is fio</source>
        <translation>%1 --version の出力 &quot;%2&quot; は fio のバージョンではありません: %1 が fio か確認してください</translation>
    </message>
    <message>
        <source>%1 is fio %2.%3, older than %4.%5, the first with the io_uring engine Surfio&apos;s job files use: install a newer fio or put one first on PATH</source>
        <translation>%1 は fio %2.%3 で、Surfio のジョブファイルが使う io_uring エンジンを初めて搭載した %4.%5 より古いバージョンです: 新しい fio をインストールするか、PATH の先頭に置いてください</translation>
    </message>
    <message>
        <source>cannot write fio&apos;s job file in %1: %2</source>
        <translation>%1 に fio のジョブファイルを書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 を起動できませんでした: %2</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare) on %3: a host may have stopped answering; it was stopped</source>
        <translation>fio が %3 で %1 s (ランプ時間・実行時間と余裕の %2 s) 以内に終了しなかったため、停止しました: 応答しなくなったホストがある可能性があります</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare): it was stopped</source>
        <translation>fio が %1 s (ランプ時間・実行時間と余裕の %2 s) 以内に終了しなかったため、停止しました</translation>
    </message>
    <message>
        <source>fio exited with code %1: %2</source>
        <translation>fio が終了コード %1 で終了しました: %2</translation>
    </message>
    <message>
        <source>fio reported results from %1 of the %2 hosts (%3): the run stops here</source>
        <translation>fio は %2 台のホストのうち %1 台からしか結果を報告しませんでした (%3): 実行はここで停止します</translation>
    </message>
    <message>
        <source>fio crashed</source>
        <translation>fio がクラッシュしました</translation>
    </message>
    <message>
        <source>fio crashed: %1</source>
        <translation>fio がクラッシュしました: %1</translation>
    </message>
    <message>
        <source>fio exited with code %1 and said nothing on its error output</source>
        <translation>fio が終了コード %1 で終了し、エラー出力には何も出力しませんでした</translation>
    </message>
    <message>
        <source>fio wrote no report</source>
        <translation>fio がレポートを出力しませんでした</translation>
    </message>
    <message>
        <source>fio wrote no report; it said: %1</source>
        <translation>fio がレポートを出力しませんでした。fio の出力: %1</translation>
    </message>
    <message>
        <source>fio&apos;s report cannot be read: %1</source>
        <translation>fio のレポートを読み取れません: %1</translation>
    </message>
    <message>
        <source>fio reported no results for %1 (host:target): the run stops here</source>
        <translation>fio は %1 (ホスト:ターゲット) の結果を報告しませんでした: 実行はここで停止します</translation>
    </message>
</context>
<context>
    <name>FioExport</name>
    <message>
        <source>Surfio repeats this matrix in rounds until steady state (at most %1 rounds); fio cannot, so the file holds one round.</source>
        <translation>Surfio はこのマトリクスを定常状態になるまでラウンド単位で繰り返します (最大 %1 ラウンド)。fio にはできないため、このファイルには 1 ラウンド分のみ含まれます。</translation>
    </message>
    <message>
        <source>The shuffled order&apos;s seed is picked when Surfio runs the matrix; the file has the order of seed 0. Give --order-seed for another.</source>
        <translation>シャッフル順のシードは Surfio がマトリクスを実行するときに決まります。このファイルはシード 0 の順序です。別の順序にするには --order-seed を指定してください。</translation>
    </message>
    <message>
        <source>fio runs io_uring; where io_uring is unavailable Surfio would fall back to psync and fio stops with an error.</source>
        <translation>fio は io_uring で実行します。io_uring が使えない環境では、Surfio なら psync にフォールバックしますが、fio はエラーで停止します。</translation>
    </message>
    <message>
        <source>For the directory %1, fio works on one file, %2, and keeps it afterwards.</source>
        <translation>ディレクトリ %1 では、fio は 1 つのファイル %2 を使い、終了後もそのファイルを残します。</translation>
    </message>
    <message>
        <source>The file writes to the device %1 and fio does not ask first, whatever is on it.</source>
        <translation>このファイルはデバイス %1 に書き込みます。fio は中身が何であっても確認せずに書き込みます。</translation>
    </message>
    <message>
        <source>Surfio starts the sequential streams of several jobs on one target spread over its region; without a --size the file cannot say where, so in fio they all start at the region&apos;s start.</source>
        <translation>Surfio は 1 つのターゲット上で複数ジョブのシーケンシャルストリームを領域全体に分散して開始します。--size がないとファイルにその位置を書けないため、fio ではすべて領域の先頭から開始します。</translation>
    </message>
    <message>
        <source>Prints a matrix as a fio job file that fio runs unchanged: a preset, a saved result&apos;s matrix, or the one the run options describe (the same options as surfio run). One stonewalled section per point and trial, in Surfio&apos;s run order; what fio cannot express is said in comments.</source>
        <translation>マトリクスを fio がそのまま実行できるジョブファイルとして出力します: プリセット、保存した結果のマトリクス、または実行オプション (surfio run と同じオプション) が表すマトリクスです。ポイントと試行ごとに stonewall 付きのセクションを 1 つずつ Surfio の実行順で出力し、fio で表現できない内容はコメントで記します。</translation>
    </message>
    <message>
        <source>surfio export-fio: --output-format is for results; the job file has one format</source>
        <translation>surfio export-fio: --output-format は結果用です。ジョブファイルの形式は 1 つだけです</translation>
    </message>
    <message>
        <source>surfio export-fio: %1</source>
        <translation>surfio export-fio: %1</translation>
    </message>
    <message>
        <source>surfio export-fio: cannot write %1: %2</source>
        <translation>surfio export-fio: %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>On a loop device (queue depth %1 or less) or a file on tmpfs (%2 or less), Surfio runs each job on one CPU of its own, as its result&apos;s worker_cpus says, since every I/O is a hand-off to a kernel thread; fio leaves them to the scheduler. For the same in fio, add cpus_allowed= with those CPUs and cpus_allowed_policy=split to those sections.</source>
        <extracomment>%1 and %2 queue depths</extracomment>
        <translation>ループデバイス (キュー深度 %1 以下) または tmpfs 上のファイル (%2 以下) では、各 I/O がカーネルスレッドへの受け渡しになるため、Surfio は結果の worker_cpus が示すとおり各ジョブを専用の 1 CPU で実行します。fio はスケジューラに任せます。fio で同じにするには、それらのセクションに、その CPU を指定した cpus_allowed= と cpus_allowed_policy=split を追加してください。</translation>
    </message>
    <message>
        <source>Surfio runs each unthrottled point again at shares of the IOPS it reached (--rate-steps); fio cannot measure a point before it sets a rate, so the file leaves those runs out. Give fio rate_iops= for them by hand.</source>
        <translation>Surfio は無制限の各ポイントを、そこで達した IOPS の割合で再実行します (--rate-steps)。fio はレートを設定する前にポイントを測定できないため、このファイルにはそれらの実行を含めていません。それらの実行には fio の rate_iops= を手動で指定してください。</translation>
    </message>
</context>
<context>
    <name>FioImport</name>
    <message>
        <source>A fio command line, e.g. &quot;fio --name=a --rw=randread --bs=4k&quot;.</source>
        <translation>fio のコマンドライン (例: &quot;fio --name=a --rw=randread --bs=4k&quot;)。</translation>
    </message>
    <message>
        <source>Save it as a preset file instead (NAME.json), which surfio run --preset=NAME.json runs; add --engine=fio to run it through fio with the options Surfio&apos;s engine does not use.</source>
        <translation>代わりにプリセットファイル (NAME.json) として保存します。surfio run --preset=NAME.json で実行でき、--engine=fio を加えると、Surfio のエンジンが使わないオプションも含めて fio で実行します。</translation>
    </message>
    <message>
        <source>A fio job file, or - for standard input.</source>
        <translation>fio のジョブファイル。- を指定すると標準入力から読み込みます。</translation>
    </message>
    <message>
        <source>surfio import-fio: give one job file (or - for standard input), or --command &quot;fio ...&quot;</source>
        <translation>surfio import-fio: ジョブファイルを 1 つ (標準入力なら -) 指定するか、--command &quot;fio ...&quot; を指定してください</translation>
    </message>
    <message>
        <source>--command</source>
        <translation>--command</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
    <message>
        <source>surfio import-fio: %1: %2</source>
        <translation>surfio import-fio: %1: %2</translation>
    </message>
    <message>
        <source>Imported from fio: %1</source>
        <translation>fio からインポート: %1</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine: %1</source>
        <translation>Surfio のエンジンでは使われないオプション: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>surfio import-fio: %1</source>
        <translation>surfio import-fio: %1</translation>
    </message>
    <message>
        <source>Saved the preset %1. Run it with:</source>
        <translation>プリセット %1 を保存しました。次のコマンドで実行できます:</translation>
    </message>
    <message>
        <source>(a preset holds no target: give one, as above; add --engine=fio to run it through fio)</source>
        <translation>(プリセットにはターゲットが含まれません: 上記のようにターゲットを指定してください。fio で実行するには --engine=fio を加えます)</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine (kept for a run through fio):</source>
        <translation>Surfio のエンジンでは使われないオプション (fio で実行する場合のために保持):</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>注記:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no job: fio runs only the sections other than [global], and there is none</source>
        <translation>ジョブがありません: fio が実行するのは [global] 以外のセクションだけですが、それがありません</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine</source>
        <translation>%1: %2 — Surfio のエンジンでは使われません</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: %3</source>
        <translation>%1: %2 — Surfio のエンジンでは使われません: %3</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 は 0 から %2 までの整数ではありません</translation>
    </message>
    <message>
        <source>%1 is not 0 or 1</source>
        <translation>%1 は 0 でも 1 でもありません</translation>
    </message>
    <message>
        <source>%1: Surfio does not issue trims, so this job cannot be imported</source>
        <translation>%1: Surfio は trim を発行しないため、このジョブはインポートできません</translation>
    </message>
    <message>
        <source>%1 is not an I/O pattern fio knows: use read, write, randread, randwrite, rw (readwrite) or randrw</source>
        <translation>%1 は fio の I/O パターンではありません: read、write、randread、randwrite、rw (readwrite)、randrw のいずれかを使用してください</translation>
    </message>
    <message>
        <source>%1 needs a value, e.g. %1=1</source>
        <translation>%1 には値が必要です (例: %1=1)</translation>
    </message>
    <message>
        <source>%1 is not a block size: use a number with an optional k or m suffix, e.g. bs=4k</source>
        <translation>%1 はブロックサイズではありません: 数値 (k または m の接尾辞可) で指定してください (例: bs=4k)</translation>
    </message>
    <message>
        <source>bssplit: %1</source>
        <translation>bssplit: %1</translation>
    </message>
    <message>
        <source>%1 is not a size: use a number with an optional k, m, g or t suffix, or a percentage, e.g. size=4g or size=50%</source>
        <translation>%1 はサイズではありません: 数値 (k、m、g、t の接尾辞可) または割合で指定してください (例: size=4g、size=50%)</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. %2=1g</source>
        <translation>%1 はサイズではありません (例: %2=1g)</translation>
    </message>
    <message>
        <source>Surfio&apos;s region starts at a byte offset; it starts at 0</source>
        <translation>Surfio の領域の開始位置はバイト単位のオフセットのみです。0 から開始します</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. offset=1g</source>
        <translation>%1 はサイズではありません (例: offset=1g)</translation>
    </message>
    <message>
        <source>%1 is not a time: use seconds or a number with ms, s, m or h, e.g. runtime=60</source>
        <translation>%1 は時間ではありません: 秒数、または ms、s、m、h を付けた数値で指定してください (例: runtime=60)</translation>
    </message>
    <message>
        <source>%1 is not a time, e.g. ramp_time=5s</source>
        <translation>%1 は時間ではありません (例: ramp_time=5s)</translation>
    </message>
    <message>
        <source>Surfio runs its own engine (io_uring, or psync where io_uring is unavailable); with --engine=fio, fio uses it</source>
        <translation>Surfio は独自のエンジン (io_uring、使えない場合は psync) で実行します。--engine=fio の場合は fio がこの設定を使います</translation>
    </message>
    <message>
        <source>Surfio repeats the same offsets from its seed on every run</source>
        <translation>Surfio は毎回シードから同じオフセットを繰り返します</translation>
    </message>
    <message>
        <source>%1 is not 1000 or 1024</source>
        <translation>%1 は 1000 でも 1024 でもありません</translation>
    </message>
    <message>
        <source>%1: norandommap is what Surfio always does: random offsets keep no coverage map</source>
        <translation>%1: Surfio は常に norandommap と同じ動作です: ランダムオフセットのカバレッジマップは保持しません</translation>
    </message>
    <message>
        <source>%1: %2 has no effect on rw=%3, in fio as in Surfio</source>
        <translation>%1: %2 は rw=%3 では効果がありません (fio でも Surfio でも同様)</translation>
    </message>
    <message>
        <source>the %1 suffix (offsets skipped or random runs) is not modelled</source>
        <translation>%1 の接尾辞 (オフセットのスキップやランダムな連続 I/O) には対応していません</translation>
    </message>
    <message>
        <source>Surfio has one split for reads and writes; %1 is used</source>
        <translation>Surfio の配分は読み込みと書き込みで共通です。%1 を使用します</translation>
    </message>
    <message>
        <source>bssplit wins over bs, as in fio</source>
        <translation>fio と同様、bssplit が bs より優先されます</translation>
    </message>
    <message>
        <source>it gives no split for this job&apos;s direction</source>
        <translation>このジョブの方向に対する配分が指定されていません</translation>
    </message>
    <message>
        <source>Surfio has one block size for reads and writes; the read size %1 is used</source>
        <translation>Surfio のブロックサイズは読み込みと書き込みで共通です。読み込みのサイズ %1 を使用します</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; %1 is used</source>
        <translation>Surfio はブロックサイズの範囲指定に対応していません。%1 を使用します</translation>
    </message>
    <message>
        <source>Surfio has one cap for reads and writes; %1 is used</source>
        <translation>Surfio の上限は読み込みと書き込みで共通です。%1 を使用します</translation>
    </message>
    <message>
        <source>%1: %2 — fio caps reads and writes at this rate each; Surfio caps all I/Os of a job together</source>
        <translation>%1: %2 — fio は読み込みと書き込みをそれぞれこのレートで制限しますが、Surfio はジョブのすべての I/O をまとめて制限します</translation>
    </message>
    <message>
        <source>Surfio has one random share for reads and writes; %1 is used</source>
        <translation>Surfio のランダム比率は読み込みと書き込みで共通です。%1 を使用します</translation>
    </message>
    <message>
        <source>%1: size=100% — the whole target, as Surfio&apos;s default region</source>
        <translation>%1: size=100% — ターゲット全体 (Surfio の既定の領域と同じ)</translation>
    </message>
    <message>
        <source>Surfio&apos;s region is the whole target or a size in bytes; the whole target is used</source>
        <translation>Surfio の領域はターゲット全体かバイト単位のサイズです。ターゲット全体を使用します</translation>
    </message>
    <message>
        <source>%1: fio spreads the jobs&apos; files over %2 directories; Surfio&apos;s targets are in %3</source>
        <translation>%1: fio はジョブのファイルを %2 個のディレクトリに分散しますが、Surfio のターゲットは %3 にあります</translation>
    </message>
    <message>
        <source>%1: no filename or directory, so fio would create its files in the directory it runs in; give Surfio a target (--filename or --directory) when running</source>
        <translation>%1: filename も directory もないため、fio は実行したディレクトリにファイルを作成します。実行時に Surfio のターゲット (--filename または --directory) を指定してください</translation>
    </message>
    <message>
        <source>%1: fio gives each of the %2 jobs its own file in the directory; Surfio&apos;s jobs share one scratch file</source>
        <translation>%1: fio は %2 個のジョブそれぞれにディレクトリ内の個別のファイルを割り当てますが、Surfio のジョブは 1 つの一時ファイルを共有します</translation>
    </message>
    <message>
        <source>%1: time_based without runtime runs until fio is stopped; Surfio runs %2</source>
        <translation>%1: runtime のない time_based は fio が停止されるまで実行されます。Surfio は %2 実行します</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>the whole target</source>
        <translation>ターゲット全体</translation>
    </message>
    <message>
        <source>job %1 (%2) has %3 %4 but job %5 has %6: Surfio&apos;s matrix has one %3 for every point, so %6 from job %5 is used; import the jobs separately to keep both</source>
        <translation>ジョブ %1 (%2) の %3 は %4 ですが、ジョブ %5 では %6 です: Surfio のマトリクスではすべてのポイントで %3 が共通のため、ジョブ %5 の %6 を使用します。両方を残すにはジョブを別々にインポートしてください</translation>
    </message>
    <message>
        <source>job %1 (%2) has no stonewall, so fio runs it at the same time as the job before it; Surfio runs the jobs one after another</source>
        <translation>ジョブ %1 (%2) には stonewall がないため、fio は直前のジョブと同時に実行します。Surfio はジョブを順番に実行します</translation>
    </message>
    <message>
        <source>group_reporting: Surfio always reports the jobs of a point together, as group_reporting does</source>
        <translation>group_reporting: Surfio は group_reporting と同様、ポイントのジョブを常にまとめて報告します</translation>
    </message>
    <message>
        <source>direct=0: the runs go through the page cache (fio&apos;s default when direct is not given)</source>
        <translation>direct=0: ページキャッシュを経由して実行します (direct を指定しない場合の fio の既定)</translation>
    </message>
    <message>
        <source>job %1: Surfio will not run this point as it is: %2</source>
        <translation>ジョブ %1: Surfio はこのポイントをこのままでは実行しません: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no closing ]</source>
        <translation>セクション見出し &quot;%1&quot; に閉じ括弧 ] がありません</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no name</source>
        <translation>セクション見出し &quot;%1&quot; に名前がありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: included job files are not read; import that file on its own</source>
        <translation>&quot;%1&quot;: インクルードされたジョブファイルは読み込みません。そのファイルを個別にインポートしてください</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; comes before any section: put it under [global] or a [job]</source>
        <translation>オプション &quot;%1&quot; がどのセクションよりも前にあります: [global] かジョブのセクションの下に置いてください</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>コマンドライン</translation>
    </message>
    <message>
        <source>argument %1 (%2)</source>
        <translation>引数 %1 (%2)</translation>
    </message>
    <message>
        <source>reading a job file from standard input is not imported here</source>
        <translation>標準入力からのジョブファイルの読み込みは、ここではインポートできません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a job file: import it with surfio import-fio %1</source>
        <translation>&quot;%1&quot; はジョブファイルです: surfio import-fio %1 でインポートしてください</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: an option of fio itself</source>
        <translation>%1: %2 — Surfio のエンジンでは使われません: fio 自体のオプションです</translation>
    </message>
    <message>
        <source>the fio command line is empty</source>
        <translation>fio のコマンドラインが空です</translation>
    </message>
    <message>
        <source>%1: %2 — the job only writes, so %3 is used</source>
        <translation>%1: %2 — このジョブは書き込みしか行わないため、%3 を使用します</translation>
    </message>
    <message>
        <source>%1: %2 — the job only reads, so %3 is used</source>
        <translation>%1: %2 — このジョブは読み込みしか行わないため、%3 を使用します</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; the bssplit is used</source>
        <translation>Surfio はブロックサイズの範囲指定に対応していません。bssplit の指定を使用します</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target or at runtime; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1: fio はターゲットを 1 回通過した時点、または runtime 経過時点でジョブを終了します。Surfio はここではターゲットのサイズが分からないため、%2 実行します</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1: fio はターゲットを 1 回通過した時点でジョブを終了します。Surfio はここではターゲットのサイズが分からないため、%2 実行します</translation>
    </message>
    <message>
        <source>Surfio checks with crc32c only, so this job runs without verify; verify=crc32c keeps it</source>
        <translation>Surfio は crc32c でのみ検査するため、このジョブは検証なしで実行されます。verify=crc32c なら検証されます</translation>
    </message>
    <message>
        <source>Surfio checks every 512 bytes</source>
        <translation>Surfio は 512 バイトごとに検査します</translation>
    </message>
    <message>
        <source>%1 is not a CPU list: give CPU numbers and ranges separated by commas, e.g. cpus_allowed=0-3,5</source>
        <translation>%1 は CPU のリストではありません: CPU 番号と範囲をカンマ区切りで指定してください (例: cpus_allowed=0-3,5)</translation>
    </message>
    <message>
        <source>Surfio&apos;s engine waits for at least one completion, so 1 is used</source>
        <translation>Surfio のエンジンは少なくとも 1 つの完了を待つため、1 を使います</translation>
    </message>
    <message>
        <source>iodepth_batch_submit is not given: fio would submit each I/O on its own (its default, 1), Surfio submits by its own rule; give iodepth_batch_submit=1 to submit as fio does</source>
        <translation>iodepth_batch_submit が指定されていません: fio は I/O を 1 つずつ投入します (既定値 1) が、Surfio は独自のルールで投入します。fio と同じように投入するには iodepth_batch_submit=1 を指定してください</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>this is JSON, not a fio job file: fio&apos;s JSON output is read by surfio compare, surfio report and the workbench&apos;s Open; import-fio reads job files (name=value lines under [sections])</source>
        <translation>これは JSON で、fio のジョブファイルではありません: fio の JSON 出力は surfio compare、surfio report、ワークベンチの「開く」で読み込みます。import-fio が読むのはジョブファイル ([セクション] の下に name=value の行が並ぶもの) です</translation>
    </message>
    <message>
        <source>this is not text: give a fio job file (name=value lines under [sections])</source>
        <translation>これはテキストではありません: fio のジョブファイル ([セクション] の下に name=value の行が並ぶもの) を指定してください</translation>
    </message>
    <message>
        <source>surfio import-fio: --output: %1</source>
        <translation>surfio import-fio: --output: %1</translation>
    </message>
    <message>
        <source>--output is empty: give the preset file to save (NAME.json), or leave --output out to print the preset</source>
        <translation>--output が空です: 保存するプリセットファイル (NAME.json) を指定するか、--output を省いてプリセットを出力してください</translation>
    </message>
    <message>
        <source>--output=%1: a preset file&apos;s name ends in .json</source>
        <translation>--output=%1: プリセットファイルの名前は .json で終わる必要があります</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
    <message>
        <source>Reads a fio job file or a fio command line and prints it as a Surfio preset file (JSON, which surfio run --preset=FILE.json runs). Each fio job becomes one point, in the file&apos;s order. Options Surfio&apos;s engine does not use, and where the matrix differs from what fio would run, are listed on standard error.</source>
        <translation>fio のジョブファイルまたは fio のコマンドラインを読み込み、Surfio のプリセットファイル (surfio run --preset=FILE.json で実行できる JSON) として出力します。fio の各ジョブは、ファイル内の順に 1 つずつポイントになります。Surfio のエンジンが使わないオプションや、マトリクスが fio の実行内容と異なる点は標準エラー出力に表示します。</translation>
    </message>
</context>
<context>
    <name>FioJson</name>
    <message>
        <source>fio JSON is damaged at line %1: %2</source>
        <translation>fio の JSON が %1 行目で壊れています: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>no fio JSON output: no line starts with &apos;{&apos;</source>
        <translation>fio の JSON 出力がありません: &apos;{&apos; で始まる行がありません</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a positive whole number</source>
        <translation>%1 &quot;%2&quot; は正の整数ではありません</translation>
    </message>
    <message>
        <source>rw &quot;%1&quot; is not an I/O pattern Surfio knows</source>
        <translation>rw &quot;%1&quot; は Surfio が扱える I/O パターンではありません</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a percentage</source>
        <translation>%1 &quot;%2&quot; はパーセンテージではありません</translation>
    </message>
    <message>
        <source>bssplit &quot;%1&quot;: %2</source>
        <translation>bssplit &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>bs &quot;%1&quot; is not a block size</source>
        <translation>bs &quot;%1&quot; はブロックサイズではありません</translation>
    </message>
    <message>
        <source>runtime &quot;%1&quot; is not a duration</source>
        <translation>runtime &quot;%1&quot; は時間ではありません</translation>
    </message>
    <message>
        <source>%1[%2] (job &quot;%3&quot;)</source>
        <translation>%1[%2] (ジョブ &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1 has no &quot;read&quot; and &quot;write&quot; objects (unified_rw_reporting is not read)</source>
        <translation>%1 に &quot;read&quot; と &quot;write&quot; のオブジェクトがありません (unified_rw_reporting の出力は読み込めません)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>fio reported error %1 (%2)</source>
        <translation>fio がエラー %1 を報告しました (%2)</translation>
    </message>
    <message>
        <source>not fio JSON output: no &quot;jobs&quot; or &quot;client_stats&quot; array</source>
        <translation>fio の JSON 出力ではありません: &quot;jobs&quot; または &quot;client_stats&quot; 配列がありません</translation>
    </message>
    <message>
        <source>latency percentile &quot;%1&quot; is not a percentage</source>
        <translation>レイテンシのパーセンタイル「%1」はパーセンテージではありません</translation>
    </message>
    <message>
        <source>it holds no job results (&quot;jobs&quot; is empty): fio measured nothing, so there is nothing to read</source>
        <translation>ジョブの結果がありません (&quot;jobs&quot; が空です): fio は何も測定していないため、読み込むものがありません</translation>
    </message>
    <message>
        <source>%1 is not one of the sections fio was given for this point: the passed-through options may have added jobs</source>
        <translation>%1 は、このポイント用に fio に渡したセクションのどれでもありません: 渡したオプションによってジョブが追加された可能性があります</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>%1 cannot be written: the image could not be encoded</source>
        <translation>%1 に書き込めません: 画像をエンコードできませんでした</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a file: give a fio job file</source>
        <translation>%1 は%2で、ファイルではありません: fio のジョブファイルを指定してください</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a fio job file is text of a few KiB</source>
        <translation>%1 は %2 を超えています: fio のジョブファイルは数 KiB のテキストです</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a preset file (.json)</source>
        <translation>%1 は%2で、ファイルではありません: プリセットファイル (.json) を指定してください</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a preset file is text of a few KiB</source>
        <translation>%1 は %2 を超えています: プリセットファイルは数 KiB のテキストです</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a result file (.json)</source>
        <translation>%1 は%2で、ファイルではありません: 結果ファイル (.json) を指定してください</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a result: is it a result file?</source>
        <translation>%1 は Surfio が結果として読み込む上限の %2 を超えています: 結果ファイルで間違いありませんか?</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give the journal of an interrupted run (RESULT.json.journal)</source>
        <translation>%1 は%2で、ファイルではありません: 中断された実行のジャーナル (RESULT.json.journal) を指定してください</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a journal: is it a journal?</source>
        <translation>%1 は Surfio がジャーナルとして読み込む上限の %2 を超えています: ジャーナルで間違いありませんか?</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>キャラクタデバイス</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ブロックデバイス</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (名前付きパイプ)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊ファイル</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a volume profile file (.json)</source>
        <translation>%1 は %2 で、ファイルではありません: ボリュームプロファイルのファイル (.json) を指定してください</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a volume profile is text of a few KiB</source>
        <translation>%1 は %2 を超えています: ボリュームプロファイルは数 KiB のテキストです</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1` (or Run → Resume interrupted run), or remove it to start over</source>
        <translation>%1 が存在します: 中断された実行のものです。`surfio resume %1` (または 実行 → 中断された実行を再開) で再開するか、削除してやり直してください</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>ジャーナル %1 を作成できません: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>ジャーナル %1 を開けません: %2</translation>
    </message>
    <message>
        <source>cannot repair the journal %1: %2</source>
        <translation>ジャーナル %1 を修復できません: %2</translation>
    </message>
    <message>
        <source>cannot write the journal %1: %2</source>
        <translation>ジャーナル %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 は %2 行目で壊れています: %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1 is not a Surfio journal this version reads (line 1 has no &quot;surfio_journal&quot;: 1)</source>
        <translation>%1 は、このバージョンが読める Surfio のジャーナルではありません (1 行目に &quot;surfio_journal&quot;: 1 がありません)</translation>
    </message>
    <message>
        <source>%1 line 1: %2</source>
        <translation>%1 の 1 行目: %2</translation>
    </message>
    <message>
        <source>no &quot;output&quot; path</source>
        <translation>&quot;output&quot; のパスがありません</translation>
    </message>
    <message>
        <source>neither a &quot;run&quot; nor a &quot;precondition&quot; record</source>
        <translation>&quot;run&quot; レコードでも &quot;precondition&quot; レコードでもありません</translation>
    </message>
    <message>
        <source>point %1, trial %2, round %3</source>
        <translation>ポイント %1、試行 %2、ラウンド %3</translation>
    </message>
    <message>
        <source>%1 is not in the run&apos;s matrix</source>
        <translation>%1 は実行のマトリクスにありません</translation>
    </message>
    <message>
        <source>the run recorded as %1 is not that point of the matrix</source>
        <translation>%1 として記録された実行は、マトリクスのそのポイントではありません</translation>
    </message>
    <message>
        <source>%1 is recorded twice</source>
        <translation>%1 が 2 回記録されています</translation>
    </message>
    <message numerus="yes">
        <source>%n finished run(s) are missing from the journal %1</source>
        <translation>
            <numerusform>完了した %n 件の実行がジャーナル %1 にありません</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 line 1: &quot;format&quot; is &quot;%2&quot;, not one Surfio writes (json, csv or normal)</source>
        <translation>%1 の 1 行目: &quot;format&quot; が &quot;%2&quot; ですが、これは Surfio が書き出す形式 (json、csv、normal) ではありません</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to resume; start the run again (it takes the journal over) or remove it</source>
        <translation>%1 は空です: 再開するものがありません。実行をやり直す (ジャーナルを引き継ぎます) か、削除してください</translation>
    </message>
</context>
<context>
    <name>JournalLock</name>
    <message>
        <source>%1 is in use by another Surfio run (PID %2): wait until it ends, or stop it first</source>
        <translation>%1 は別の Surfio の実行 (PID %2) が使用中です: 終了するまで待つか、先にその実行を停止してください</translation>
    </message>
    <message>
        <source>%1 is in use by another Surfio run: wait until it ends, or stop it first</source>
        <translation>%1 は別の Surfio の実行が使用中です: 終了するまで待つか、先にその実行を停止してください</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>ジャーナル %1 を作成できません: %2</translation>
    </message>
    <message>
        <source>cannot lock the journal %1: %2</source>
        <translation>ジャーナル %1 をロックできません: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>ジャーナル %1 を開けません: %2</translation>
    </message>
</context>
<context>
    <name>JsonNumbers</name>
    <message>
        <source>%1 is %2, not %3</source>
        <translation>%1 は %2 ですが、%3 でなければなりません</translation>
    </message>
    <message>
        <source>a count (a whole number from 0)</source>
        <translation>個数 (0 以上の整数)</translation>
    </message>
    <message>
        <source>a number from 0</source>
        <translation>0 以上の数値</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Start the run at once.</source>
        <translation>すぐに実行を開始します。</translation>
    </message>
    <message>
        <source>When the run finishes, save the window as a PNG.</source>
        <translation>実行が終了したら、ウィンドウを PNG として保存します。</translation>
    </message>
    <message>
        <source>When the run finishes, save the surface as a PNG.</source>
        <translation>実行が終了したら、サーフェスを PNG として保存します。</translation>
    </message>
    <message>
        <source>When the run finishes, save the result as JSON.</source>
        <translation>実行が終了したら、結果を JSON として保存します。</translation>
    </message>
    <message>
        <source>Quit when the run finishes (exit code 0 when it succeeded).</source>
        <translation>実行が終了したら Surfio を終了します (成功時の終了コードは 0)。</translation>
    </message>
    <message>
        <source>When the run finishes, print the longest pause of the window&apos;s event loop during it.</source>
        <translation>実行が終了したら、実行中にウィンドウのイベントループが止まった最長時間を出力します。</translation>
    </message>
    <message>
        <source>The matrix editor&apos;s tab to show, also in --screenshot: points or method.</source>
        <translation>マトリクスエディタで表示するタブ (--screenshot にも適用): points または method。</translation>
    </message>
    <message>
        <source>--setup-tab=%1 is not a tab of the matrix editor: use points or method</source>
        <translation>--setup-tab=%1 はマトリクスエディタのタブではありません: points または method を使用してください</translation>
    </message>
    <message>
        <source>What the 2D tab shows: lines (the default) or heat-map.</source>
        <translation>2D タブの表示内容: lines (既定) または heat-map。</translation>
    </message>
    <message>
        <source>When the run finishes, export the chart of the view on show (--tab) as a PNG or an SVG, by the file&apos;s suffix, with its title, axis titles, colour scale and how it was measured.</source>
        <translation>実行が終了したら、表示中のビュー (--tab) のグラフを、ファイルの拡張子に応じて PNG または SVG としてエクスポートします。タイトル、軸タイトル、カラースケール、測定条件も含めます。</translation>
    </message>
    <message>
        <source>The size of --export-chart in pixels, WIDTHxHEIGHT (default 1920x1080).</source>
        <translation>--export-chart の画像サイズ (ピクセル)。WIDTHxHEIGHT (幅x高さ) で指定します (既定は 1920x1080)。</translation>
    </message>
    <message>
        <source>light (the default) or dark, for --export-chart.</source>
        <translation>--export-chart の配色: light (既定) または dark。</translation>
    </message>
    <message>
        <source>The title of --export-chart (default: the device or target, the pattern, the queue depth and jobs); empty for none.</source>
        <translation>--export-chart のタイトル (既定: デバイスまたはターゲット、パターン、キュー深度、ジョブ数)。空にするとタイトルなし。</translation>
    </message>
    <message>
        <source>--2d-chart=%1 is not a chart of the 2D tab: use lines or heat-map</source>
        <translation>--2d-chart=%1 は 2D タブのグラフではありません: lines または heat-map を使用してください</translation>
    </message>
    <message>
        <source>--export-size=%1 is not a size: give WIDTHxHEIGHT in pixels, each from 16 to 16384, e.g. 1920x1080</source>
        <translation>--export-size=%1 はサイズではありません: WIDTHxHEIGHT (幅x高さ) をピクセル単位で、それぞれ 16 から 16384 の範囲で指定してください (例: 1920x1080)</translation>
    </message>
    <message>
        <source>--export-theme=%1 is not a theme: use light or dark</source>
        <translation>--export-theme=%1 はテーマではありません: light または dark を使用してください</translation>
    </message>
    <message>
        <source>Full screen (Esc or F11 leaves it); the matrix repeats on the same laid-out target until stopped. Keeps only the last loop&apos;s result (surfio-demo-last.json in the runs folder), no journal and no settings. A touch on its figures or a key stops it.</source>
        <translation>全画面表示 (Esc または F11 で解除)。停止するまで、準備済みの同じターゲットでマトリクスを繰り返し実行します。最後のループの結果 (実行フォルダ内の surfio-demo-last.json) だけを残し、ジャーナルも設定も保存しません。数値をタッチするかキーを押すと停止します。</translation>
    </message>
    <message>
        <source>With --demo: a loop of each preset in turn (names as surfio presets lists them), the other job options applied to each, until stopped. With --quit-when-done, each preset once.</source>
        <translation>--demo と併用: 停止するまで各プリセットを順番にループ実行します (名前は surfio presets の一覧のとおり)。他のジョブオプションは各プリセットに適用されます。--quit-when-done を指定すると、各プリセットを 1 回ずつ実行します。</translation>
    </message>
    <message>
        <source>--demo-playlist names the presets: leave out --preset and --rerun</source>
        <translation>--demo-playlist でプリセットを指定しています: --preset と --rerun を外してください</translation>
    </message>
    <message>
        <source>--demo-playlist=%1 has an empty name: give preset names separated by commas, e.g. --demo-playlist=oltp,video</source>
        <translation>--demo-playlist=%1 に空の名前があります: プリセット名をカンマ区切りで指定してください (例: --demo-playlist=oltp,video)</translation>
    </message>
    <message>
        <source>--demo-playlist: %1</source>
        <translation>--demo-playlist: %1</translation>
    </message>
    <message>
        <source>--%1 only goes with --demo</source>
        <translation>--%1 は --demo と併用する場合のみ指定できます</translation>
    </message>
    <message>
        <source>With --demo: race a saved result, e.g. &quot;4.2× the IOPS of a SATA SSD at 4 KiB random read&quot; while that workload runs.</source>
        <translation>--demo と併用: 保存した結果と対決し、その負荷の実行中に &quot;4 KiB ランダム読み込みで SATA SSD の 4.2× の IOPS&quot; のように表示します。</translation>
    </message>
    <message>
        <source>Show a saved result (Surfio&apos;s or fio&apos;s JSON) at start; without --autostart, --screenshot and --quit-when-done act once it is on show.</source>
        <translation>起動時に保存した結果 (Surfio または fio の JSON) を表示します。--autostart を指定しない場合、--screenshot と --quit-when-done はその結果が表示された時点で動作します。</translation>
    </message>
    <message>
        <source>Compare a saved result (Surfio&apos;s or fio&apos;s JSON) with the one on show, as File → Compare with… does; repeat it for more.</source>
        <translation>保存した結果 (Surfio または fio の JSON) を表示中の結果と比較します (ファイル → 保存した結果と比較… と同じ)。さらに比較するには、このオプションを繰り返し指定します。</translation>
    </message>
    <message>
        <source>The view to show, also in --screenshot: live, surface, 2d, results, steady-state, load, compare or log.</source>
        <translation>表示するビュー (--screenshot にも適用): live、surface、2d、results、steady-state、load、compare、log のいずれか。</translation>
    </message>
    <message>
        <source>--tab=%1 is not a view: use live, surface, 2d, results, steady-state, load, compare or log</source>
        <translation>--tab=%1 はビューではありません: live、surface、2d、results、steady-state、load、compare、log のいずれかを使用してください</translation>
    </message>
    <message>
        <source>When the run finishes, write a report of the result on show and the runs compared with it: one HTML file with its images inside, or a PDF, by the file&apos;s suffix.</source>
        <translation>実行が終了したら、表示中の結果と、それと比較した実行のレポートを書き出します。ファイルの拡張子に応じて、画像を埋め込んだ 1 つの HTML ファイルか PDF になります。</translation>
    </message>
    <message>
        <source>--export-report=%1 is neither an .html nor a .pdf file: the suffix chooses the format</source>
        <translation>--export-report=%1 は .html ファイルでも .pdf ファイルでもありません: 拡張子で形式が決まります</translation>
    </message>
    <message>
        <source>--compare-show=%1 is not a view of the Compare tab: use table or ratio</source>
        <translation>--compare-show=%1 は比較タブのビューではありません: table または ratio を使用してください</translation>
    </message>
    <message>
        <source>What the Compare tab shows: table (the default) or ratio (the ratio surface).</source>
        <translation>比較タブの表示内容: table (既定) または ratio (比率サーフェス)。</translation>
    </message>
    <message>
        <source>--export-chart=%1 is neither a .png nor an .svg file: the suffix chooses the format</source>
        <translation>--export-chart=%1 は .png ファイルでも .svg ファイルでもありません: 形式は拡張子で決まります</translation>
    </message>
    <message>
        <source>it is empty: give the file to write</source>
        <translation>空です: 書き込むファイルを指定してください</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>When the run finishes, save the detail window of the point picked (--point), else of the first, as a PNG.</source>
        <translation>実行の終了時に、選んだポイント (--point)、なければ最初のポイントの詳細ウィンドウを PNG で保存します。</translation>
    </message>
    <message>
        <source>When the run finishes or the result opens, pick this point (1 for the first): the Results table&apos;s current row, in every view.</source>
        <translation>実行の終了時または結果を開いたときに、このポイントを選びます (最初は 1): 結果の表の現在の行で、すべてのビューに反映されます。</translation>
    </message>
    <message>
        <source>--point=%1 is not a point: give its number, 1 for the first</source>
        <translation>--point=%1 はポイントではありません: 番号を指定してください (最初は 1)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>surfio %1 (liburing %2, Qt %3)
</source>
        <translation>surfio %1 (liburing %2、Qt %3)
</translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>surfio: %1 (see surfio --help)</source>
        <translation>surfio: %1 (surfio --help を参照)</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
    </message>
    <message>
        <source>surfio: there is no display for the workbench: use `surfio run` with the same options for a headless run, or set DISPLAY
</source>
        <translation>surfio: ワークベンチ用のディスプレイがありません: 同じオプションで `surfio run` を使ってヘッドレスで実行するか、DISPLAY を設定してください
</translation>
    </message>
    <message>
        <source>surfio: %1 is not a command: use one of %2, or options alone for the workbench (surfio --help)</source>
        <translation>surfio: %1 はコマンドではありません: %2 のいずれかを使うか、ワークベンチを開くならオプションだけを指定してください (surfio --help)</translation>
    </message>
    <message>
        <source>Surfio, a storage I/O benchmarking workbench. With a display it opens the workbench; the job options below (fio&apos;s names, as for `surfio run`) fill its matrix and target.
Commands: surfio run [options] runs headless (surfio run --help); surfio presets [NAME] lists the presets or describes one; surfio volumes [SPEC] lists what cloud volumes promise; surfio resume JOURNAL finishes an interrupted run; surfio export-fio [options] writes the matrix as a fio job file; surfio import-fio FILE reads one; surfio compare A.json B.json compares saved results point by point; surfio report RESULT.json --output=FILE.html|FILE.pdf writes a report of one.</source>
        <translation>Surfio はストレージ I/O ベンチマークのワークベンチです。ディスプレイがあればワークベンチを開き、以下のジョブオプション (`surfio run` と同じく fio の名前) でマトリクスとターゲットを設定します。
コマンド: surfio run [オプション] はヘッドレスで実行します (surfio run --help)。surfio presets [NAME] はプリセットを一覧表示するか、1 つについて説明します。surfio volumes [SPEC] はクラウドボリュームの約束を一覧表示します。surfio resume JOURNAL は中断された実行を完了します。surfio export-fio [オプション] はマトリクスを fio のジョブファイルとして書き出します。surfio import-fio FILE はジョブファイルを読み込みます。surfio compare A.json B.json は保存した結果をポイントごとに比較します。surfio report RESULT.json --output=FILE.html|FILE.pdf は保存した結果 1 つのレポートを書き出します。</translation>
    </message>
</context>
<context>
    <name>MatrixJson</name>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a whole number from %3 to %4</source>
        <translation>&quot;%1&quot; の値 %2 は %3 から %4 までの整数ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list, e.g. [1, 2]</source>
        <translation>&quot;%1&quot; はリストである必要があります (例: [1, 2])</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty: give at least one value</source>
        <translation>&quot;%1&quot; が空です: 少なくとも 1 つの値を指定してください</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a time in milliseconds</source>
        <translation>&quot;%1&quot; の値 %2 はミリ秒単位の時間ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list of strings</source>
        <translation>&quot;%1&quot; は文字列のリストである必要があります</translation>
    </message>
    <message>
        <source>&quot;rw&quot; should be a list of patterns, e.g. [&quot;randrw&quot;]</source>
        <translation>&quot;rw&quot; はパターンのリストである必要があります (例: [&quot;randrw&quot;])</translation>
    </message>
    <message>
        <source>&quot;rw&quot; holds &quot;%1&quot;, which is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>&quot;rw&quot; の値 &quot;%1&quot; はパターンではありません: read、write、randread、randwrite、rw、randrw のいずれかを使用してください</translation>
    </message>
    <message>
        <source>&quot;rw&quot; is empty: give at least one pattern</source>
        <translation>&quot;rw&quot; が空です: 少なくとも 1 つのパターンを指定してください</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; should be a list of splits, e.g. [&quot;4k/60:64k/40&quot;]</source>
        <translation>&quot;bssplit&quot; は配分のリストである必要があります (例: [&quot;4k/60:64k/40&quot;])</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot;: %1</source>
        <translation>&quot;bssplit&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; holds %1, outside 512 bytes to 64 MiB</source>
        <translation>&quot;bssplit&quot; の値 %1 が 512 バイトから 64 MiB の範囲外です</translation>
    </message>
    <message>
        <source>a sweep has neither &quot;bs&quot; nor &quot;bssplit&quot;: give at least one block size</source>
        <translation>スイープに &quot;bs&quot; も &quot;bssplit&quot; もありません: 少なくとも 1 つのブロックサイズを指定してください</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: check its spelling against the documented format</source>
        <translation>不明なキー &quot;%1&quot;: 文書化された形式と照らして綴りを確認してください</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2: check its spelling against the documented format</source>
        <translation>%2 に不明なキー &quot;%1&quot; があります: 文書化された形式と照らして綴りを確認してください</translation>
    </message>
    <message>
        <source>&quot;sweeps&quot; should be a list of at least one sweep</source>
        <translation>&quot;sweeps&quot; は 1 つ以上のスイープを含むリストである必要があります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given both at the top and in &quot;sweeps&quot;: put it in each sweep</source>
        <translation>&quot;%1&quot; が最上位と &quot;sweeps&quot; の両方で指定されています: 各スイープ内に置いてください</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>スイープ %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>&quot;percentage_random&quot; holds %1, which is not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>&quot;percentage_random&quot; の値 %1 は -1 (パターン本来の値) でも 0 から 100 でもありません</translation>
    </message>
    <message>
        <source>&quot;engine&quot; holds &quot;%1&quot;: use auto, io_uring, psync or fio</source>
        <translation>&quot;engine&quot; の値 &quot;%1&quot;: auto、io_uring、psync、fio のいずれかを使用してください</translation>
    </message>
    <message>
        <source>&quot;order&quot; holds &quot;%1&quot;: use listed, pts or shuffled</source>
        <translation>&quot;order&quot; の値 &quot;%1&quot;: listed、pts、shuffled のいずれかを使用してください</translation>
    </message>
    <message>
        <source>&quot;precondition&quot; should be true or false</source>
        <translation>&quot;precondition&quot; は true または false である必要があります</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; should be an object, e.g. {&quot;enabled&quot;: true}</source>
        <translation>&quot;steady_state&quot; はオブジェクトである必要があります (例: {&quot;enabled&quot;: true})</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;enabled&quot; should be true or false</source>
        <translation>&quot;steady_state&quot; の &quot;enabled&quot; は true または false である必要があります</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot;: %1</source>
        <translation>&quot;steady_state&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; holds something that is not {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;steady_state&quot; の &quot;track&quot; に {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...} の形でない要素があります</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot;: %1</source>
        <translation>&quot;steady_state&quot; の &quot;track&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; is empty: give at least one {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;steady_state&quot; の &quot;track&quot; が空です: {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...} を少なくとも 1 つ指定してください</translation>
    </message>
    <message>
        <source>&quot;hosts&quot; needs &quot;engine&quot;: &quot;fio&quot;: only fio runs on other hosts</source>
        <translation>&quot;hosts&quot; には &quot;engine&quot;: &quot;fio&quot; が必要です: 他のホストで実行できるのは fio だけです</translation>
    </message>
    <message>
        <source>&quot;verify&quot; holds &quot;%1&quot;: use %2</source>
        <translation>&quot;verify&quot; の値が &quot;%1&quot; です: %2 を使用してください</translation>
    </message>
    <message>
        <source>the lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them or split the matrix</source>
        <translation>リストの組み合わせが %1 ポイントになり、Surfio が実行するマトリクスの上限 %2 を超えています: リストを短くするか、マトリクスを分割してください</translation>
    </message>
    <message>
        <source>&quot;cpus_allowed&quot; holds %1, which is not a CPU list: give CPU numbers and ranges as fio&apos;s, e.g. &quot;0-3,5&quot;</source>
        <translation>&quot;cpus_allowed&quot; の値 %1 は CPU のリストではありません: fio と同じく CPU 番号と範囲を指定してください (例: &quot;0-3,5&quot;)</translation>
    </message>
    <message>
        <source>&quot;rate_steps&quot; should hold each share once, ascending, e.g. [10, 50, 90]</source>
        <translation>&quot;rate_steps&quot; には各割合を 1 回ずつ昇順で指定する必要があります (例: [10, 50, 90])</translation>
    </message>
    <message>
        <source>&quot;volume&quot; should be an object: what the provider promised for the volume</source>
        <translation>&quot;volume&quot; はオブジェクトである必要があります: プロバイダーがボリュームに約束した内容</translation>
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
        <translation>秒</translation>
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
        <translation>IOPS (千)</translation>
    </message>
    <message>
        <source>IOPS (millions)</source>
        <translation>IOPS (百万)</translation>
    </message>
    <message>
        <source>Mean latency (%1)</source>
        <translation>平均レイテンシ (%1)</translation>
    </message>
    <message>
        <source>p99 latency (%1)</source>
        <translation>p99 レイテンシ (%1)</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist: create it or name a file in another folder</source>
        <translation>%1 に書き込めません: フォルダ %2 が存在しません: フォルダを作成するか、別のフォルダ内のファイルを指定してください</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 is not writable (%3): name a file in a folder you can write to</source>
        <translation>%1 に書き込めません: フォルダ %2 に書き込む権限がありません (%3): 書き込めるフォルダ内のファイルを指定してください</translation>
    </message>
    <message>
        <source>no program reads the FIFO %1: start its reader first</source>
        <translation>FIFO %1 を読み込んでいるプログラムがありません: 先に読み込み側のプログラムを起動してください</translation>
    </message>
    <message>
        <source>%1 changed while Surfio was working: check what it is and try again</source>
        <translation>Surfio の処理中に %1 が変わりました: それが何かを確認してから、もう一度試してください</translation>
    </message>
    <message>
        <source>an empty file name: name the file to write</source>
        <translation>ファイル名が空です: 書き込むファイルを指定してください</translation>
    </message>
    <message>
        <source>%1 is the same file as %2, which is read or measured here: writing there would destroy it; name another file</source>
        <translation>%1 は、ここで読み込みまたは測定している %2 と同じファイルです: 書き込むと壊れてしまいます。別のファイルを指定してください</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: name a file to write (or a pipe, or /dev/null to throw it away)</source>
        <translation>%1 は%2で、ファイルではありません: 書き込むファイルを指定してください (パイプも指定できます。破棄するなら /dev/null)</translation>
    </message>
    <message>
        <source>it was not opened</source>
        <translation>開かれていません</translation>
    </message>
    <message>
        <source>%1 cannot be replaced: %2: make it writable (chmod u+w) or name another file</source>
        <translation>%1 を置き換えられません: %2: 書き込み可能にする (chmod u+w) か、別のファイルを指定してください</translation>
    </message>
    <message>
        <source>%1 is a character device Surfio does not write to: name a file (or a pipe, a terminal, or /dev/null to throw it away)</source>
        <translation>%1 は Surfio が書き込まないキャラクタデバイスです: ファイル (またはパイプ、端末、捨てる場合は /dev/null) を指定してください</translation>
    </message>
</context>
<context>
    <name>PointMatch</name>
    <message>
        <source>&apos;%1&apos; is not a key points are matched on; they are %2</source>
        <translation>&apos;%1&apos; はポイントの照合に使うキーではありません。キーは %2 です</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行目、%2 列目</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1、%2: %3</translation>
    </message>
    <message>
        <source>%1: a preset is a JSON object {&quot;surfio_preset&quot;: 1, ...}, not a list or a value</source>
        <translation>%1: プリセットは JSON オブジェクト {&quot;surfio_preset&quot;: 1, ...} です。リストや単一の値ではありません</translation>
    </message>
    <message>
        <source>%1: &quot;surfio_preset&quot; is missing or not %2: not a Surfio preset, or one from a newer version</source>
        <translation>%1: &quot;surfio_preset&quot; がないか %2 ではありません: Surfio のプリセットではないか、新しいバージョンのものです</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; should be a string</source>
        <translation>%1: &quot;%2&quot; は文字列である必要があります</translation>
    </message>
    <message>
        <source>%1: &quot;points&quot; should be a whole number, the points of one round</source>
        <translation>%1: &quot;points&quot; は整数 (1 ラウンドのポイント数) である必要があります</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot; is missing or not an object</source>
        <translation>%1: &quot;matrix&quot; がないか、オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot;: %2</source>
        <translation>%1: &quot;matrix&quot;: %2</translation>
    </message>
    <message>
        <source>there is no preset &quot;%1&quot;: the presets are %2 (surfio presets describes them)</source>
        <translation>プリセット &quot;%1&quot; はありません: プリセットは %2 です (surfio presets で説明を表示できます)</translation>
    </message>
    <message>
        <source>cannot save the preset %1: the directory %2 cannot be created</source>
        <translation>プリセット %1 を保存できません: ディレクトリ %2 を作成できません</translation>
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
        <translation>io_size に達するまで</translation>
    </message>
    <message>
        <source>split %1</source>
        <translation>配分 %1</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>シーケンシャル読み込み</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>シーケンシャル書き込み</translation>
    </message>
    <message>
        <source>random read</source>
        <translation>ランダム読み込み</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>ランダム書き込み</translation>
    </message>
    <message>
        <source>sequential read/write</source>
        <translation>シーケンシャル読み込み/書き込み</translation>
    </message>
    <message>
        <source>random read/write</source>
        <translation>ランダム読み込み/書き込み</translation>
    </message>
    <message>
        <source> at %1 % read</source>
        <translation> (読み込み %1 %)</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n ジョブ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 ジョブ</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s))</source>
        <translation>
            <numerusform>(%n ポイント)</numerusform>
        </translation>
    </message>
    <message>
        <source>as listed</source>
        <translation>記載順</translation>
    </message>
    <message>
        <source>SNIA PTS (mix outer, block size descending inner)</source>
        <translation>SNIA PTS (外側に読み書き比率、内側にブロックサイズ降順)</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>順序: %1</translation>
    </message>
    <message>
        <source>%1 runs of each point, back to back</source>
        <translation>各ポイントを %1 回連続で実行</translation>
    </message>
    <message>
        <source>the region written twice in 128 KiB sequential writes first</source>
        <translation>最初に領域を 128 KiB シーケンシャル書き込みで 2 回書き込み</translation>
    </message>
    <message>
        <source>%1 at %2 % read</source>
        <translation>%1 (読み込み %2 %)</translation>
    </message>
    <message>
        <source>rounds until the IOPS of %1 are steady over the last %2 rounds, at most %3</source>
        <translation>%1 の IOPS が直近 %2 ラウンドで安定するまでラウンドを繰り返す (最大 %3)</translation>
    </message>
    <message>
        <source>after %1 s of ramp</source>
        <translation>ランプ時間 %1 s の後</translation>
    </message>
    <message>
        <source>or until each job has moved %1</source>
        <translation>または各ジョブが %1 を転送するまで</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>領域 %1</translation>
    </message>
    <message>
        <source>region: the whole file or device (give --size for a new file)</source>
        <translation>領域: ファイルまたはデバイス全体 (新規ファイルには --size を指定)</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>ダイレクト I/O</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>バッファード I/O</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>own, replaces the built-in</source>
        <translation>独自 (組み込みを置き換え)</translation>
    </message>
    <message>
        <source>own</source>
        <translation>独自</translation>
    </message>
    <message>
        <source>%1 × ≤%2</source>
        <translation>%1 × 最大 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Times are one round from runtime and ramp (× rounds until steady state); laying out and preconditioning the region come on top.
Your own presets: %1. surfio presets NAME describes one.</source>
        <translation>時間は実行時間とランプ時間から求めた 1 ラウンド分です (定常状態まで繰り返す場合はラウンド数倍)。領域の準備とプリコンディショニングの時間は別途かかります。
独自のプリセット: %1。surfio presets NAME で 1 つについて説明を表示します。</translation>
    </message>
    <message>
        <source>surfio presets: skipped %1</source>
        <translation>surfio presets: %1 をスキップしました</translation>
    </message>
    <message>
        <source>surfio presets: %1</source>
        <translation>surfio presets: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a round</source>
        <translation>
            <numerusform>1 ラウンド %n ポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file says %1)</source>
        <translation>(ファイルの記載は %1)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <source>a round, up to %1 rounds</source>
        <translation>(1 ラウンドあたり、最大 %1 ラウンド)</translation>
    </message>
    <message>
        <source>Points: %1, %2</source>
        <translation>ポイント: %1、%2</translation>
    </message>
    <message>
        <source>Each point: %1</source>
        <translation>各ポイント: %1</translation>
    </message>
    <message>
        <source>Sweeps:</source>
        <translation>スイープ:</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>手法: %1</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>出典: %1 (%2)</translation>
    </message>
    <message>
        <source>Run it: surfio run --preset=%1 --filename=TARGET (other options change it, e.g. --runtime=5s for a quick look, which the result records as shrunk)</source>
        <translation>実行方法: surfio run --preset=%1 --filename=TARGET (他のオプションで変更できます。例: --runtime=5s で手早く確認。その場合、結果には短縮版として記録されます)</translation>
    </message>
    <message>
        <source>Lists the presets, built-in and your own, or describes one: what it measures, where its parameters come from, its sweeps and method.</source>
        <translation>プリセット (組み込みと独自) を一覧表示するか、1 つについて説明します: 何を測定するか、パラメータの出典、スイープと手法。</translation>
    </message>
    <message>
        <source>The preset to describe.</source>
        <translation>説明するプリセット。</translation>
    </message>
    <message>
        <source>surfio presets: give one preset name, not %1</source>
        <translation>surfio presets: プリセット名は 1 つだけ指定してください (指定内容: %1)</translation>
    </message>
    <message>
        <source>reads verified (crc32c)</source>
        <translation>読み取りを検証 (crc32c)</translation>
    </message>
    <message>
        <source>on the first %1 targets: </source>
        <translation>先頭 %1 個のターゲットで: </translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The report to write: FILE.html (one file, images inside) or FILE.pdf.</source>
        <translation>書き出すレポート: FILE.html (画像を埋め込んだ 1 ファイル) または FILE.pdf。</translation>
    </message>
    <message>
        <source>A saved result to compare against RESULT point by point (as surfio compare does); repeat it, or list more files after RESULT, for several.</source>
        <translation>RESULT とポイントごとに比較する保存した結果 (surfio compare と同じ)。複数を比較するには、このオプションを繰り返すか、RESULT の後にファイルを続けて指定します。</translation>
    </message>
    <message>
        <source>A saved result, Surfio&apos;s or fio&apos;s JSON; more files are compared with it.</source>
        <translation>保存した結果 (Surfio または fio の JSON)。続けて指定したファイルはこれと比較します。</translation>
    </message>
    <message>
        <source>surfio report: %1</source>
        <translation>surfio report: %1</translation>
    </message>
    <message>
        <source>give the saved result to report on: surfio report RESULT.json --output=FILE.html</source>
        <translation>レポートの対象となる保存した結果を指定してください: surfio report RESULT.json --output=FILE.html</translation>
    </message>
    <message>
        <source>give --output=FILE.html or --output=FILE.pdf: the suffix chooses the format</source>
        <translation>--output=FILE.html または --output=FILE.pdf を指定してください: 拡張子で形式が決まります</translation>
    </message>
    <message>
        <source>surfio report: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio report: %1 (surfio run --output-format=json またはワークベンチで保存した結果か、fio の --output-format=json の出力を指定してください)</translation>
    </message>
    <message>
        <source>Writes one self-contained report of a saved result, HTML or PDF: a summary with the analysis&apos;s verdicts, the surface and 2D charts, the table, the flagged points, the comparison with other runs when given, and how it was measured, with the fio job file that reproduces it.</source>
        <translation>保存した結果 1 つについて、単体で完結したレポートを HTML または PDF で書き出します: 分析の判定を含むサマリー、サーフェスと 2D グラフ、表、フラグ付きのポイント、(指定があれば) 他の実行との比較、測定条件と、それを再現する fio のジョブファイルです。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 を書き出しました</translation>
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
        <translation>%1 を作成できません: %2</translation>
    </message>
    <message>
        <source>%1 already holds %2 results named after %3</source>
        <translation>%1 には %3 にちなんだ名前の結果がすでに %2 個あります</translation>
    </message>
    <message>
        <source>%1 cannot be created</source>
        <translation>%1 を作成できません</translation>
    </message>
</context>
<context>
    <name>ResultJson</name>
    <message>
        <source>a point has no &quot;spec&quot; object</source>
        <translation>ポイントに &quot;spec&quot; オブジェクトがありません</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has no valid &quot;bs&quot;, &quot;iodepth&quot; or &quot;numjobs&quot;</source>
        <translation>ポイントの &quot;spec&quot; に有効な &quot;bs&quot;、&quot;iodepth&quot;、&quot;numjobs&quot; がありません</translation>
    </message>
    <message>
        <source>a point has a negative &quot;point&quot;, &quot;trial&quot; or &quot;round&quot;</source>
        <translation>ポイントの &quot;point&quot;、&quot;trial&quot;、&quot;round&quot; のいずれかが負の値です</translation>
    </message>
    <message>
        <source>not a Surfio result (no &quot;format&quot;: &quot;surfio-result&quot;)</source>
        <translation>Surfio の結果ではありません (&quot;format&quot;: &quot;surfio-result&quot; がありません)</translation>
    </message>
    <message>
        <source>result format version %1 is not one this Surfio reads (up to %2): update Surfio</source>
        <translation>結果形式のバージョン %1 は、この Surfio が読める形式 (%2 まで) ではありません: Surfio を更新してください</translation>
    </message>
    <message>
        <source>no &quot;matrix&quot;: a format %1 result records the matrix it ran</source>
        <translation>&quot;matrix&quot; がありません: 形式 %1 の結果には実行したマトリクスが記録されているはずです</translation>
    </message>
    <message>
        <source>&quot;matrix&quot;: %1</source>
        <translation>&quot;matrix&quot;: %1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;[%2]: %3</source>
        <translation>&quot;%1&quot;[%2]: %3</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 は %2 行目で壊れています: %3</translation>
    </message>
    <message>
        <source>%1 is not a Surfio result: it holds no JSON object</source>
        <translation>%1 は Surfio の結果ではありません: JSON オブジェクトが含まれていません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>latency bin &quot;%1&quot; is not a latency in whole nanoseconds</source>
        <translation>レイテンシのビン「%1」は整数ナノ秒のレイテンシではありません</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;%1&quot;: %2</source>
        <translation>ポイントの「%1」: %2</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;rwmixread&quot; %1, not a percentage from 0 to 100</source>
        <translation>ポイントの &quot;spec&quot; の &quot;rwmixread&quot; %1 は 0 から 100 のパーセントではありません</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;percentage_random&quot; %1, not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>ポイントの &quot;spec&quot; の &quot;percentage_random&quot; %1 は -1 (パターン本来の値) でも 0 から 100 でもありません</translation>
    </message>
    <message>
        <source>the points make no valid matrix: %1</source>
        <translation>ポイントから有効なマトリクスを作れません: %1</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot;: %1</source>
        <translation>ポイントの &quot;spec&quot;: %1</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>%1% read</source>
        <translation>読み込み %1%</translation>
    </message>
    <message>
        <source>Preset %1, shrunk for a quick look: %2 per point of the intended %3, region %4 of %5
</source>
        <translation>プリセット %1 (手早く確認するため短縮): ポイントあたり %2 (本来は %3)、領域 %4 (本来は %5)
</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>ターゲットのサイズ</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime and region
</source>
        <translation>プリセット %1 (本来の実行時間と領域で実行)
</translation>
    </message>
    <message>
        <source>Order: SNIA PTS (mix outer, block size descending inner)
</source>
        <translation>順序: SNIA PTS (外側に読み書き比率、内側にブロックサイズ降順)
</translation>
    </message>
    <message>
        <source>Order: shuffled with seed %1
</source>
        <translation>順序: シャッフル (シード %1)
</translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %n time(s) in a row; the summary gives the means and spread
</source>
        <translation>
            <numerusform>各ポイントを %n 回連続で実行。サマリーには平均とばらつきを示します
</numerusform>
        </translation>
    </message>
    <message>
        <source>Preconditioned: the region written twice with 128 KiB sequential writes
</source>
        <translation>プリコンディショニング済み: 領域を 128 KiB シーケンシャル書き込みで 2 回書き込み
</translation>
    </message>
    <message numerus="yes">
        <source>Steady state not judged: the run ended after %n round(s), before a window of %1; figures are the means of every round
</source>
        <translation>
            <numerusform>定常状態は判定されていません: ウィンドウ %1 ラウンドに達する前に、%n ラウンドで実行が終了しました。数値はすべてのラウンドの平均です
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state reached after %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>%n ラウンドで定常状態に達しました。数値はラウンド %1 から %2 の平均です
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state not reached in %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>%n ラウンドで定常状態に達しませんでした。数値はラウンド %1 から %2 の平均です
</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine note: %1
</source>
        <translation>エンジンに関する注記: %1
</translation>
    </message>
    <message>
        <source>Target %1 on %2: checked and laid out by fio there
</source>
        <translation>ターゲット %1 (%2 上): そのホストで fio が確認・準備
</translation>
    </message>
    <message>
        <source>Target %1 (%2%3): region %4 at offset %5, alignment %6 B from %7; %8
</source>
        <translation>ターゲット %1 (%2%3): 領域 %4 (オフセット %5)、アライメント %6 B (%7 による)、%8
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
        <translation>比率</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>read IOPS</source>
        <translation>読込 IOPS</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>p99 lat</source>
        <translation>p99 遅延</translation>
    </message>
    <message>
        <source>write IOPS</source>
        <translation>書込 IOPS</translation>
    </message>
    <message>
        <source>(trial %1)</source>
        <translation>(試行 %1)</translation>
    </message>
    <message>
        <source>(round %1)</source>
        <translation>(ラウンド %1)</translation>
    </message>
    <message>
        <source>(stopped)</source>
        <translation>(停止)</translation>
    </message>
    <message>
        <source>%1 IOPS, %2 MiB/s, mean %3</source>
        <translation>%1 IOPS、%2 MiB/s、平均 %3</translation>
    </message>
    <message>
        <source>      on %1: read %2 | write %3</source>
        <translation>      %1: 読み込み %2 | 書き込み %3</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>total IOPS</source>
        <translation>合計 IOPS</translation>
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
        <translation>! 不安定 (CV &gt; %1%)</translation>
    </message>
    <message>
        <source>direct I/O on</source>
        <translation>ダイレクト I/O オン</translation>
    </message>
    <message>
        <source>direct I/O off</source>
        <translation>ダイレクト I/O オフ</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · kernel %4 · %5
</source>
        <translation>Surfio %1 · エンジン %2 · %3 · カーネル %4 · %5
</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · on the fio servers %4
</source>
        <translation>Surfio %1 · エンジン %2 · %3 · fio サーバー %4 で実行
</translation>
    </message>
    <message>
        <source>, reads verified (crc32c)</source>
        <translation>、読み取りを検証 (crc32c)</translation>
    </message>
    <message>
        <source>! verify checked nothing (%1)</source>
        <translation>! 検証できた読み取りなし (%1)</translation>
    </message>
    <message>
        <source>(verify: %1)</source>
        <translation>(検証: %1)</translation>
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
        <translation>装置QD</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job: %2 % of unthrottled)</source>
        <translation>(レート: ジョブあたり %1 IOPS、無制限時の %2 %)</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job)</source>
        <translation>(レート: ジョブあたり %1 IOPS)</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime on the whole target: region %2 of the intended %3 (a preset&apos;s region is up to its size)
</source>
        <translation>プリセット %1、予定どおりの実行時間でターゲット全体に：予定の %3 のうち領域 %2（プリセットの領域はそのサイズが上限）
</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1（ターゲット全体）</translation>
    </message>
    <message numerus="yes">
        <source>(on %n target(s))</source>
        <translation>
            <numerusform>(%n ターゲット)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>surfio run: preset %1 shrunk for a quick look: %2 per point of the intended %3, region %4 of %5; the result records it</source>
        <translation>surfio run: プリセット %1 を手早く確認するため短縮しています: ポイントあたり %2 (本来は %3)、領域 %4 (本来は %5)。結果にも記録されます</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>ターゲットのサイズ</translation>
    </message>
    <message>
        <source>surfio run: %1</source>
        <translation>surfio run: %1</translation>
    </message>
    <message>
        <source>surfio run: every finished point is in %1; resume it with `surfio resume %1`</source>
        <translation>surfio run: 完了したポイントはすべて %1 にあります。`surfio resume %1` で再開できます</translation>
    </message>
    <message>
        <source>surfio run: the run is incomplete; `surfio resume %1` runs what is missing</source>
        <translation>surfio run: 実行は未完了です。`surfio resume %1` で残りを実行できます</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the run failed: %1 (%n finished point(s) written)</source>
        <translation>
            <numerusform>surfio run: 実行に失敗しました: %1 (完了した %n ポイントは書き込まれています)</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: %1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1`, or remove it to start over</source>
        <translation>surfio run: %1 が存在します: 中断された実行のものです。`surfio resume %1` で再開するか、削除してやり直してください</translation>
    </message>
    <message>
        <source>Resumes an interrupted run from its journal (RESULT.journal, next to the result file): runs only the points that are missing and writes the whole result to the original output file.</source>
        <translation>中断された実行をジャーナル (結果ファイルの隣にある RESULT.journal) から再開します: 欠けているポイントだけを実行し、結果全体を元の出力ファイルに書き込みます。</translation>
    </message>
    <message>
        <source>The journal of the interrupted run.</source>
        <translation>中断された実行のジャーナル。</translation>
    </message>
    <message>
        <source>Allow writing to a block device, as the interrupted run did.</source>
        <translation>中断された実行と同様に、ブロックデバイスへの書き込みを許可します。</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>--allow-write-device と併用: ファイルシステムやパーティションのシグネチャがあっても書き込みます。</translation>
    </message>
    <message>
        <source>surfio resume: give the journal of the interrupted run, e.g. surfio resume result.json.journal</source>
        <translation>surfio resume: 中断された実行のジャーナルを指定してください (例: surfio resume result.json.journal)</translation>
    </message>
    <message>
        <source>surfio resume: %1</source>
        <translation>surfio resume: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio resume: %n run(s) already finished; writing to %1</source>
        <translation>
            <numerusform>surfio resume: %n 件の実行は完了済みです。%1 に書き込みます</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: warning: point %1: %2</source>
        <translation>surfio run: 警告: ポイント %1: %2</translation>
    </message>
    <message>
        <source>Runs a job or a matrix of jobs headless. Options take fio&apos;s names; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops and --rw take comma lists, whose cross product is the matrix. With no options: a quick run of 3 block sizes x 3 mixes against a scratch file in the temp directory.</source>
        <translation>ジョブまたはジョブのマトリクスをヘッドレスで実行します。オプションには fio の名前を使います。--bs、--rwmixread、--iodepth、--numjobs、--rate_iops、--rw はカンマ区切りのリストを受け付け、その直積がマトリクスになります。オプションがない場合は、一時ディレクトリの一時ファイルに対し、3 種類のブロックサイズ x 3 種類の読み書き比率で手早く実行します。</translation>
    </message>
    <message>
        <source>cannot write stdout: %1</source>
        <translation>標準出力に書き込めません: %1</translation>
    </message>
    <message>
        <source>surfio run: the finished points could not be kept either: %1</source>
        <translation>surfio run: 完了したポイントも保存できませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the %n finished run(s) are kept in %1</source>
        <translation>
            <numerusform>surfio run: 完了した %n 件の実行は %1 に保存されています</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: standard output is closed, so the result would be lost: give --output=FILE</source>
        <translation>surfio run: 標準出力が閉じられているため、結果が失われてしまいます: --output=FILE を指定してください</translation>
    </message>
    <message>
        <source>surfio run: --output: %1</source>
        <translation>surfio run: --output: %1</translation>
    </message>
    <message>
        <source>Never ask for a password: a block device this user may not open is opened by UDisks2 only where a polkit rule allows it without asking; else the run stops before it starts.</source>
        <translation>パスワードを一切尋ねません。このユーザーが開けないブロックデバイスは、polkit のルールが尋ねずに許す場合だけ UDisks2 が開きます。そうでなければ実行は始まる前に止まります。</translation>
    </message>
    <message>
        <source>surfio run: preset %1 runs on the whole target, %2, as it is smaller than the preset&apos;s region of %3; the result records it</source>
        <translation>surfio run: ターゲットがプリセットの領域 %3 より小さいため、プリセット %1 はターゲット全体 %2 で実行します。結果に記録されます</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1（ターゲット全体）</translation>
    </message>
    <message>
        <source>surfio run: --volume=%1 is for a volume of %2, and the target %3 is %4: the verdicts hold for the target only if it stands in for such a volume</source>
        <translation>surfio run: --volume=%1 は %2 のボリューム向けですが、ターゲット %3 は %4 です。判定はターゲットがそのようなボリュームの代わりを務める場合にのみ当てはまります</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped by a signal; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: シグナルで停止しました。それまでに測定したものを書き込みました: %n ポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: 停止しました。それまでに測定したものを書き込みました: %n ポイント</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k</source>
        <translation>--%1=%2 はサイズではありません: 数値 (k、m、g、t の接尾辞可) で指定してください (例: --%1=4k)</translation>
    </message>
    <message>
        <source>--%1=%2 is not a whole number from %3 to %4</source>
        <translation>--%1=%2 は %3 から %4 までの整数ではありません</translation>
    </message>
    <message>
        <source>Target file or block device; repeat or separate with &apos;:&apos; for several.</source>
        <translation>ターゲットのファイルまたはブロックデバイス。複数指定するには繰り返すか &apos;:&apos; で区切ります。</translation>
    </message>
    <message>
        <source>Directory for a scratch file, removed afterwards (see --keep).</source>
        <translation>一時ファイル用のディレクトリ。一時ファイルは終了後に削除されます (--keep を参照)。</translation>
    </message>
    <message>
        <source>read, write, randread, randwrite, rw or randrw (comma list). Default randread.</source>
        <translation>read、write、randread、randwrite、rw、randrw (カンマ区切りリスト)。既定は randread。</translation>
    </message>
    <message>
        <source>Block size, 512 to 64m (comma list). Default 4k.</source>
        <translation>ブロックサイズ、512 から 64m (カンマ区切りリスト)。既定は 4k。</translation>
    </message>
    <message>
        <source>Percentage of reads for rw/randrw, 0-100 (comma list). Default 50.</source>
        <translation>rw/randrw での読み込みの割合、0-100 (カンマ区切りリスト)。既定は 50。</translation>
    </message>
    <message>
        <source>Percentage of writes for rw/randrw (instead of --rwmixread).</source>
        <translation>rw/randrw での書き込みの割合 (--rwmixread の代わり)。</translation>
    </message>
    <message>
        <source>Share of random I/Os, 0-100 (Iometer&apos;s % random); default from --rw.</source>
        <translation>ランダム I/O の割合、0-100 (Iometer の % random)。既定は --rw に従います。</translation>
    </message>
    <message>
        <source>I/Os in flight per job, 1-65536 (comma list). Default 1.</source>
        <translation>ジョブあたりの同時発行 I/O 数、1-65536 (カンマ区切りリスト)。既定は 1。</translation>
    </message>
    <message>
        <source>Worker threads, 1-256 (comma list). Default 1.</source>
        <translation>ワーカースレッド数、1-256 (カンマ区切りリスト)。既定は 1。</translation>
    </message>
    <message>
        <source>Region size; default: the file or device, or 1g for a new file.</source>
        <translation>領域サイズ。既定: ファイルまたはデバイス全体、新規ファイルなら 1g。</translation>
    </message>
    <message>
        <source>Region start. Default 0.</source>
        <translation>領域の開始位置。既定は 0。</translation>
    </message>
    <message>
        <source>Measured time per point (s, or ms/s/m/h suffix). Default 10s.</source>
        <translation>ポイントごとの測定時間 (秒、または ms/s/m/h の接尾辞付き)。既定は 10s。</translation>
    </message>
    <message>
        <source>Unmeasured warm-up per point. Default 0.</source>
        <translation>ポイントごとの、測定しないウォームアップ時間。既定は 0。</translation>
    </message>
    <message>
        <source>Bytes per job after which a point ends (with --runtime: whichever comes first).</source>
        <translation>ポイントを終了するジョブあたりのバイト数 (--runtime と併用時は先に達した方)。</translation>
    </message>
    <message>
        <source>1: direct I/O (default), 0: through the page cache.</source>
        <translation>1: ダイレクト I/O (既定)、0: ページキャッシュ経由。</translation>
    </message>
    <message>
        <source>Seed for offsets and mixes; the same seed repeats the same I/O.</source>
        <translation>オフセットと読み書き比率のシード。同じシードなら同じ I/O を繰り返します。</translation>
    </message>
    <message>
        <source>auto (io_uring, psync if unavailable), io_uring, psync, or fio (the installed fio runs each point).</source>
        <translation>auto (io_uring、使えない場合は psync)、io_uring、psync、または fio (インストール済みの fio で各ポイントを実行)。</translation>
    </message>
    <message>
        <source>Run each point through fio on a host that runs fio --server (host or host:port, default port 8765); repeat for several hosts. Implies --engine=fio; targets are paths on the hosts.</source>
        <translation>fio --server を実行しているホスト上で、fio により各ポイントを実行します (host または host:port、既定のポートは 8765)。複数ホストの場合は繰り返します。--engine=fio を含意し、ターゲットはホスト上のパスになります。</translation>
    </message>
    <message>
        <source>Time series resolution. Default 100ms.</source>
        <translation>時系列の分解能。既定は 100ms。</translation>
    </message>
    <message>
        <source>Block-size split as fio&apos;s, e.g. 4k/60:64k/30:1m/10: one more block-size column; repeat for several.</source>
        <translation>fio と同じ形式のブロックサイズ配分 (例: 4k/60:64k/30:1m/10): ブロックサイズの列が 1 つ増えます。複数指定するには繰り返します。</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps each and reports mean, spread and CV. Default 1.</source>
        <translation>各ポイントを連続して実行する回数。結果には各回を残し、平均・ばらつき・CV を報告します。既定は 1。</translation>
    </message>
    <message>
        <source>Point order: listed (default), pts (mix outer, block size descending) or shuffled.</source>
        <translation>ポイントの順序: listed (既定)、pts (外側に読み書き比率、ブロックサイズ降順)、shuffled。</translation>
    </message>
    <message>
        <source>Seed of the shuffled order; default: a new one, recorded in the result.</source>
        <translation>シャッフル順のシード。既定: 新しいシード (結果に記録)。</translation>
    </message>
    <message>
        <source>First write the region twice with 128 KiB sequential writes (SNIA PTS).</source>
        <translation>最初に領域を 128 KiB シーケンシャル書き込みで 2 回書き込みます (SNIA PTS)。</translation>
    </message>
    <message>
        <source>Repeat the matrix in rounds until steady state (SNIA PTS: last 5 rounds within 20 % range and 10 % slope).</source>
        <translation>定常状態になるまでマトリクスをラウンド単位で繰り返します (SNIA PTS: 直近 5 ラウンドで範囲 20 %、傾き 10 % 以内)。</translation>
    </message>
    <message>
        <source>Tracking variable for --steady-state: block size/read %, e.g. 4k/0 (default); repeat for several.</source>
        <translation>--steady-state の追跡変数: ブロックサイズ/読み込み % (例: 4k/0、既定)。複数指定するには繰り返します。</translation>
    </message>
    <message>
        <source>Most rounds for --steady-state. Default 25.</source>
        <translation>--steady-state の最大ラウンド数。既定は 25。</translation>
    </message>
    <message>
        <source>Start from a preset (see surfio presets) or a preset file (.json); other options change it.</source>
        <translation>プリセット (surfio presets を参照) またはプリセットファイル (.json) から開始します。他のオプションで変更できます。</translation>
    </message>
    <message>
        <source>Run a saved result&apos;s matrix again, on its targets or those given.</source>
        <translation>保存した結果のマトリクスを、そのターゲットまたは指定したターゲットで再実行します。</translation>
    </message>
    <message>
        <source>normal, json or csv.</source>
        <translation>normal、json、csv のいずれか。</translation>
    </message>
    <message>
        <source>Write the result to this file instead of standard output.</source>
        <translation>結果を標準出力ではなくこのファイルに書き込みます。</translation>
    </message>
    <message>
        <source>Allow writing to a block device (never to a mounted or busy one).</source>
        <translation>ブロックデバイスへの書き込みを許可します (マウント中または使用中のデバイスには書き込みません)。</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>--allow-write-device と併用: ファイルシステムやパーティションのシグネチャがあっても書き込みます。</translation>
    </message>
    <message>
        <source>Keep a --directory scratch file (its layout is reused only through --filename).</source>
        <translation>--directory の一時ファイルを残します (準備済みのデータが再利用されるのは --filename で指定した場合のみ)。</translation>
    </message>
    <message>
        <source>give --preset or --rerun, not both</source>
        <translation>--preset か --rerun のどちらか一方を指定してください</translation>
    </message>
    <message>
        <source>--preset: %1</source>
        <translation>--preset: %1</translation>
    </message>
    <message>
        <source>--rerun needs a saved result, e.g. --rerun=result.json</source>
        <translation>--rerun には保存した結果が必要です (例: --rerun=result.json)</translation>
    </message>
    <message>
        <source>--rerun: %1</source>
        <translation>--rerun: %1</translation>
    </message>
    <message>
        <source>--client needs a host, e.g. --client=server1 or --client=10.0.0.5:8765</source>
        <translation>--client にはホストが必要です (例: --client=server1、--client=10.0.0.5:8765)</translation>
    </message>
    <message>
        <source>--directory=%1 does not exist: create it or pick another directory</source>
        <translation>--directory=%1 は存在しません: 作成するか、別のディレクトリを選んでください</translation>
    </message>
    <message>
        <source>--directory=%1 is not a directory: use --filename for a file or device</source>
        <translation>--directory=%1 はディレクトリではありません: ファイルやデバイスには --filename を使用してください</translation>
    </message>
    <message>
        <source>--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>--rw=%1 はパターンではありません: read、write、randread、randwrite、rw、randrw のいずれかを使用してください</translation>
    </message>
    <message>
        <source>give --rwmixread or --rwmixwrite, not both</source>
        <translation>--rwmixread か --rwmixwrite のどちらか一方を指定してください</translation>
    </message>
    <message>
        <source>--%1=%2 is outside 0 to 100: give a percentage</source>
        <translation>--%1=%2 が 0 から 100 の範囲外です: パーセンテージを指定してください</translation>
    </message>
    <message>
        <source>--bssplit=%1: Surfio has one split for reads and writes; repeat --bssplit for several columns</source>
        <translation>--bssplit=%1: Surfio の配分は読み込みと書き込みで共通です。複数の列にするには --bssplit を繰り返してください</translation>
    </message>
    <message>
        <source>--bssplit: %1</source>
        <translation>--bssplit: %1</translation>
    </message>
    <message>
        <source>--order=%1 is not an order: use listed, pts or shuffled</source>
        <translation>--order=%1 は順序ではありません: listed、pts、shuffled のいずれかを使用してください</translation>
    </message>
    <message>
        <source>--order-seed only goes with --order=shuffled</source>
        <translation>--order-seed は --order=shuffled と併用する場合のみ指定できます</translation>
    </message>
    <message>
        <source>--steady-track=%1 is not block size/read %, e.g. --steady-track=4k/0</source>
        <translation>--steady-track=%1 は「ブロックサイズ/読み込み %」の形式ではありません (例: --steady-track=4k/0)</translation>
    </message>
    <message>
        <source>--steady-track and --steady-rounds only go with --steady-state</source>
        <translation>--steady-track と --steady-rounds は --steady-state と併用する場合のみ指定できます</translation>
    </message>
    <message>
        <source>--engine=%1 is not an engine: use auto, io_uring, psync or fio</source>
        <translation>--engine=%1 はエンジンではありません: auto、io_uring、psync、fio のいずれかを使用してください</translation>
    </message>
    <message>
        <source>--client runs fio on other hosts: leave out --engine=%1, or give --engine=fio</source>
        <translation>--client は他のホストで fio を実行します: --engine=%1 を外すか、--engine=fio を指定してください</translation>
    </message>
    <message>
        <source>--force only goes with --allow-write-device</source>
        <translation>--force は --allow-write-device と併用する場合のみ指定できます</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 は形式ではありません: normal、json、csv のいずれかを使用してください</translation>
    </message>
    <message>
        <source>off (default) or crc32c: writes carry a checksummed header every 512 bytes, reads check it and a mismatch fails the point (costs CPU per I/O).</source>
        <translation>off (既定) または crc32c: 書き込みは 512 バイトごとにチェックサム付きヘッダーを持ち、読み取りがそれを検査し、不一致があればそのポイントは失敗します (I/O ごとに CPU を消費します)。</translation>
    </message>
    <message>
        <source>the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them</source>
        <translation>カンマ区切りのリストの組み合わせが %1 ポイントになり、Surfio が実行するマトリクスの上限 %2 を超えています: リストを短くしてください</translation>
    </message>
    <message>
        <source>--verify=%1 is not a verify kind: use %2</source>
        <translation>--verify=%1 は検証の種類ではありません: %2 を使用してください</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 is not a CPU list: give CPU numbers and ranges separated by commas, as fio&apos;s, e.g. --cpus_allowed=0-3,5</source>
        <translation>--cpus_allowed=%1 は CPU のリストではありません: fio と同じく CPU 番号と範囲をカンマ区切りで指定してください (例: --cpus_allowed=0-3,5)</translation>
    </message>
    <message>
        <source>1 (or the option alone): a kernel thread polls io_uring&apos;s submission queue (SQPOLL), so submitting takes no system call but keeps a CPU busy. Default 0.</source>
        <translation>1 (またはオプションのみ): カーネルスレッドが io_uring の投入キューをポーリングします (SQPOLL)。投入にシステムコールは要りませんが、CPU を 1 つ占有します。既定値 0。</translation>
    </message>
    <message>
        <source>The CPU that kernel thread runs on, with --sqthread_poll. Default: any.</source>
        <translation>そのカーネルスレッドが動く CPU (--sqthread_poll と共に)。既定値: 任意。</translation>
    </message>
    <message>
        <source>1 (or the option alone): poll for completions (io_uring IOPOLL) rather than wait for interrupts; needs --direct=1 and a device with poll queues. Default 0.</source>
        <translation>1 (またはオプションのみ): 割り込みを待たずに完了をポーリングします (io_uring の IOPOLL)。--direct=1 とポーリングキューを持つデバイスが必要です。既定値 0。</translation>
    </message>
    <message>
        <source>1: registered I/O buffers (the default; fio&apos;s is 0), 0: plain ones.</source>
        <translation>1: 登録済み I/O バッファ (既定値。fio の既定値は 0)、0: 通常のバッファ。</translation>
    </message>
    <message>
        <source>1: registered files (the default; fio&apos;s is 0), 0: plain file descriptors.</source>
        <translation>1: 登録済みファイル (既定値。fio の既定値は 0)、0: 通常のファイルディスクリプタ。</translation>
    </message>
    <message>
        <source>I/Os submitted at once, up to --iodepth (also --iodepth_batch, as fio); 0 (default): Surfio&apos;s own rule (fio&apos;s 0 means --iodepth).</source>
        <translation>一度に投入する I/O の数 (--iodepth まで。fio と同じく --iodepth_batch でも可)。0 (既定値): Surfio 独自のルール (fio の 0 は --iodepth の意味)。</translation>
    </message>
    <message>
        <source>Completions each wait asks for, 1 to --iodepth (also --iodepth_batch_complete, as fio). Default 1.</source>
        <translation>1 回の待機で求める完了の数 (1 から --iodepth。fio と同じく --iodepth_batch_complete でも可)。既定値 1。</translation>
    </message>
    <message>
        <source>CPUs the jobs may run on, as fio&apos;s, e.g. 0-3,5. Default: any, but one CPU per job at a low queue depth on a loop device or a tmpfs file.</source>
        <translation>ジョブを実行できる CPU (fio と同じ形式、例: 0-3,5)。既定: 任意。ただしループデバイスまたは tmpfs 上のファイルでキュー深度が低いときはジョブごとに 1 CPU。</translation>
    </message>
    <message>
        <source>--%1=%2 has an empty item: give a value between each pair of commas, and no comma at either end</source>
        <translation>--%1=%2 に空の項目があります: カンマとカンマの間には必ず値を入れ、先頭や末尾にカンマを付けないでください</translation>
    </message>
    <message>
        <source>--%1=%2 is not a time: use seconds or a number with ms, s, m or h, e.g. --%1=30s</source>
        <translation>--%1=%2 は時間ではありません: 秒数、または ms、s、m、h を付けた数値で指定してください (例: --%1=30s)</translation>
    </message>
    <message>
        <source>Cap on IOPS per job, as fio&apos;s rate_iops; 0: none (comma list, e.g. 0,500,1000). Default 0.</source>
        <translation>ジョブあたりの IOPS の上限 (fio の rate_iops と同じ)。0 は上限なし (カンマ区切りリスト、例: 0,500,1000)。既定は 0。</translation>
    </message>
    <message>
        <source>vdbench&apos;s curve: run each point unthrottled, then at these shares of the IOPS it reached, ascending, e.g. 10,50,70,90,100%.</source>
        <translation>vdbench の曲線: 各ポイントをまず無制限で実行し、次にそこで達した IOPS に対するこれらの割合で昇順に実行します (例: 10,50,70,90,100%)。</translation>
    </message>
    <message>
        <source>Latency objective of the analysis: the most IOPS whose p99 stays within it, with a unit (us, ms, s). Default 1ms.</source>
        <translation>分析のレイテンシ目標: p99 がこの範囲に収まる最大の IOPS を求めます。単位 (us、ms、s) を付けて指定します。既定は 1ms。</translation>
    </message>
    <message>
        <source>--%1: %2 is not a percentage: give shares of the unthrottled IOPS from 1 to 100, e.g. --%1=10,50,90%</source>
        <translation>--%1: %2 はパーセンテージではありません: 無制限時の IOPS に対する割合を 1 から 100 で指定してください (例: --%1=10,50,90%)</translation>
    </message>
    <message>
        <source>--%1: %2% is above 100%: a point cannot run faster than it did unthrottled</source>
        <translation>--%1: %2% が 100% を超えています: ポイントは無制限時より速くは実行できません</translation>
    </message>
    <message>
        <source>--%1: %2% is below 1%: give shares from 1 to 100</source>
        <translation>--%1: %2% が 1% 未満です: 1 から 100 の割合を指定してください</translation>
    </message>
    <message>
        <source>--%1=%2: give each share once, ascending, e.g. --%1=10,50,90%</source>
        <translation>--%1=%2: 各割合を 1 回ずつ昇順で指定してください (例: --%1=10,50,90%)</translation>
    </message>
    <message>
        <source>--%1=%2 is not a latency with a unit: give e.g. --%1=500us, --%1=1ms or --%1=2s</source>
        <translation>--%1=%2 は単位付きのレイテンシではありません: --%1=500us、--%1=1ms、--%1=2s のように指定してください</translation>
    </message>
    <message>
        <source>--%1=%2 is not above zero: give the latency the storage should keep its p99 within, e.g. --%1=1ms</source>
        <translation>--%1=%2 が 0 より大きくありません: ストレージの p99 が収まるべきレイテンシを指定してください (例: --%1=1ms)</translation>
    </message>
    <message>
        <source>--%1 is given %2 times, as %3: give it once</source>
        <translation>--%1 が %2 回 (%3) 指定されています: 1 回だけ指定してください</translation>
    </message>
    <message>
        <source> and </source>
        <translation> と </translation>
    </message>
    <message>
        <source>--client=%1: &quot;%2&quot; is not a port: give one from 1 to 65535, e.g. --client=%3:8765</source>
        <translation>--client=%1: &quot;%2&quot; はポートではありません: 1 から 65535 までの値を指定してください (例: --client=%3:8765)</translation>
    </message>
    <message>
        <source>--filename=%1 names no file: give a file or block device, or leave --filename out for a scratch file in the temp folder</source>
        <translation>--filename=%1 はファイルを指していません: ファイルかブロックデバイスを指定するか、--filename を省いて一時フォルダの一時ファイルを使ってください</translation>
    </message>
    <message>
        <source>--%1=%2 is no region: give its size, e.g. --%1=1g, or leave --%1 out for the whole file or device</source>
        <translation>--%1=%2 は領域を表していません: サイズを指定する (例: --%1=1g) か、--%1 を省いてファイルまたはデバイス全体を使ってください</translation>
    </message>
    <message>
        <source>--output is empty: give a file name, or leave --output out to write to standard output</source>
        <translation>--output が空です: ファイル名を指定するか、--output を省いて標準出力に書き込んでください</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
    <message>
        <source>What the provider promises for the volume, PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g or aws-gp3,iops=6000,throughput=250m: the analysis holds the limits it finds against it (surfio volumes lists the profiles).</source>
        <translation>プロバイダーがボリュームに約束する内容。PROFILE[:SIZE][,iops=N][,throughput=N]、例: oci-balanced:50g や aws-gp3,iops=6000,throughput=250m。分析は見つけた上限をこれと照合します (surfio volumes でプロファイルを一覧表示)。</translation>
    </message>
    <message>
        <source>--%1=%2: %3</source>
        <translation>--%1=%2: %3</translation>
    </message>
    <message>
        <source>Run each point on the first N targets of --filename, for each N (comma list, e.g. 1,2,4): the host maximum over the number of volumes. Default: all targets.</source>
        <translation>各ポイントを --filename の先頭 N 個のターゲットで、各 N について実行します (カンマ区切り、例: 1,2,4)。ボリューム数に対するホストの最大性能です。既定: すべてのターゲット。</translation>
    </message>
    <message>
        <source>--rerun: the saved run&apos;s volume %1: %2; give --volume again, or --volume= for none</source>
        <translation>--rerun: 保存された実行のボリューム %1: %2。--volume をもう一度指定するか、なしにするには --volume= を指定してください</translation>
    </message>
</context>
<context>
    <name>RunPolicy</name>
    <message>
        <source>the journal&apos;s output: %1</source>
        <translation>ジャーナルに記録された出力先: %1</translation>
    </message>
</context>
<context>
    <name>Runner</name>
    <message>
        <source>%1 %2% read IOPS, mean of %3 points</source>
        <translation>%1 読み込み %2% の IOPS (%3 ポイントの平均)</translation>
    </message>
    <message>
        <source>%1 %2% read IOPS</source>
        <translation>%1 読み込み %2% の IOPS</translation>
    </message>
    <message>
        <source>the matrix has no points: give at least one block size, mix, depth and job count</source>
        <translation>マトリクスにポイントがありません: ブロックサイズ、読み書き比率、キュー深度、ジョブ数をそれぞれ少なくとも 1 つ指定してください</translation>
    </message>
    <message>
        <source>--trials=%1 is outside 1 to %2</source>
        <translation>--trials=%1 が 1 から %2 の範囲外です</translation>
    </message>
    <message>
        <source>hosts are given but the engine is not fio: only fio runs on other hosts (--engine=fio)</source>
        <translation>ホストが指定されていますが、エンジンが fio ではありません: 他のホストで実行できるのは fio だけです (--engine=fio)</translation>
    </message>
    <message>
        <source>the matrix writes to %1 on the fio hosts, whose devices Surfio cannot check for filesystems or mounts: give --allow-write-device (the workbench asks) if whatever is on it may be destroyed</source>
        <translation>マトリクスは fio ホスト上の %1 に書き込みますが、Surfio はそのデバイスのファイルシステムやマウントを確認できません: 中身が破壊されてもよい場合は --allow-write-device を指定してください (ワークベンチでは確認を求めます)</translation>
    </message>
    <message>
        <source>steady state needs a window of at least 2 rounds and at most %1 rounds, no fewer than the window: raise --steady-rounds</source>
        <translation>定常状態には 2 ラウンド以上 %1 ラウンド以下のウィンドウが必要で、最大ラウンド数はウィンドウ以上でなければなりません: --steady-rounds を増やしてください</translation>
    </message>
    <message>
        <source>steady state needs a tracking variable: give --steady-track, e.g. 4k/0</source>
        <translation>定常状態には追跡変数が必要です: --steady-track を指定してください (例: 4k/0)</translation>
    </message>
    <message>
        <source>steady state tracks %1 at %2 % read, which no point of the matrix runs: add that point, or track another with --steady-track (the matrix editor&apos;s tracked block size and read %)</source>
        <translation>定常状態は %1 (読み込み %2 %) を追跡しますが、マトリクスにそのポイントがありません: そのポイントを追加するか、--steady-track (マトリクスエディタの追跡ブロックサイズと読み込み %) で別のポイントを追跡してください</translation>
    </message>
    <message>
        <source>preconditioning %1 failed: %2</source>
        <translation>プリコンディショニング %1 に失敗しました: %2</translation>
    </message>
    <message>
        <source>%1: the result keeps each run&apos;s totals, but not the latency percentiles and time series of the runs it could not read back</source>
        <translation>%1: 結果には各実行の合計が残りますが、読み戻せなかった実行のレイテンシのパーセンタイルと時系列は残りません</translation>
    </message>
    <message>
        <source>--rate-steps needs shares from 1 % to 100 %, ascending, each once, e.g. --rate-steps=10,50,90%</source>
        <translation>--rate-steps には 1 % から 100 % までの割合を昇順に 1 回ずつ指定する必要があります (例: --rate-steps=10,50,90%)</translation>
    </message>
    <message>
        <source>--rate-steps runs each point first unthrottled, but every point has a --rate_iops: add 0 to the --rate_iops list, or leave --rate-steps out</source>
        <translation>--rate-steps は各ポイントをまず無制限で実行しますが、すべてのポイントに --rate_iops があります: --rate_iops のリストに 0 を追加するか、--rate-steps を外してください</translation>
    </message>
    <message>
        <source>point %1 runs at %2 % of the IOPS point %3 reached unthrottled, but point %3 measured no I/O in round %4: its rate steps cannot run</source>
        <translation>ポイント %1 はポイント %3 が無制限で達した IOPS の %2 % で実行しますが、ポイント %3 はラウンド %4 で I/O を測定できませんでした: そのレートステップは実行できません</translation>
    </message>
    <message>
        <source>--target-count=%1 runs on %1 targets, but --filename names %2: name at least %1 targets (--filename=a:b:…), or lower --target-count to counts up to %2</source>
        <translation>--target-count=%1 は %1 個のターゲットで実行しますが、--filename が指定しているのは %2 個です: ターゲットを %1 個以上指定する (--filename=a:b:…) か、--target-count を %2 以下の数にしてください</translation>
    </message>
</context>
<context>
    <name>SavedResult</name>
    <message>
        <source>%1 is the journal of an interrupted run, not a result: finish it with `surfio resume %1` (or Run → Resume interrupted run), then use the result it writes</source>
        <translation>%1 は中断された実行のジャーナルで、結果ではありません: `surfio resume %1` (または 実行 → 中断された実行を再開) で完了させてから、書き出された結果を使ってください</translation>
    </message>
    <message>
        <source>%1 is fio&apos;s output, but %2</source>
        <translation>%1 は fio の出力ですが、%2</translation>
    </message>
</context>
<context>
    <name>SurfaceOverlays</name>
    <message>
        <source>Over the surface: %1</source>
        <translation>サーフェスに重ねて表示: %1</translation>
    </message>
    <message>
        <source>%1 not drawn: no slice of 2 × 2 measured points matching this one</source>
        <translation>%1 は描画されません: これに一致する、測定済み 2 × 2 点のスライスがありません</translation>
    </message>
</context>
<context>
    <name>SurfaceRoof</name>
    <message>
        <source>promised: %1 %2</source>
        <translation>約束: %1 %2</translation>
    </message>
    <message>
        <source>promised: %1</source>
        <translation>約束: %1</translation>
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
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 (above the scale)</source>
        <translation>%1（目盛りの範囲外）</translation>
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
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>読み込み %</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2× A in %3 (geometric mean over %n point(s))</source>
        <translation>
            <numerusform>%3 で %1 は A の %2× (%n ポイントの幾何平均)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ÷ A, %2</source>
        <translation>%1 ÷ A、%2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1、%2: %3</translation>
    </message>
</context>
<context>
    <name>TargetFacts</name>
    <message>
        <source>rotational (HDD)</source>
        <translation>回転式 (HDD)</translation>
    </message>
    <message>
        <source>non-rotational (NVMe)</source>
        <translation>非回転式 (NVMe)</translation>
    </message>
    <message>
        <source>non-rotational (RAM)</source>
        <translation>非回転式 (RAM)</translation>
    </message>
    <message>
        <source>non-rotational (loop device: as fast as what holds its file)</source>
        <translation>非回転式 (ループデバイス: 速度はそのファイルを置いた媒体次第)</translation>
    </message>
    <message>
        <source>non-rotational (SSD)</source>
        <translation>非回転式 (SSD)</translation>
    </message>
    <message>
        <source>The filesystem holding %1 cannot be inspected.</source>
        <translation>%1 を含むファイルシステムを調べられません。</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>空き容量</translation>
    </message>
    <message>
        <source>%1 free of %2</source>
        <translation>%2 中 %1 空き</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>%1, mounted on %2</source>
        <translation>%1、%2 にマウント</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem: only points that just read can run.</source>
        <translation>%1 は読み込み専用のファイルシステム上にあります: 読み込みだけのポイントしか実行できません。</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so its file cannot be written: pick a directory on a writable filesystem.</source>
        <translation>%1 は読み込み専用のファイルシステム上にあるため、ファイルを書き込めません: 書き込み可能なファイルシステム上のディレクトリを選んでください。</translation>
    </message>
    <message>
        <source>%1 keeps its files in memory: the run measures RAM, not storage.</source>
        <translation>%1 はファイルをメモリ上に置きます: ストレージではなく RAM を測定することになります。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>%1 logical, %2 physical</source>
        <translation>論理 %1、物理 %2</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>メディア</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>スケジューラ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>blank: not mounted, not in use, no filesystem or partition signature</source>
        <translation>空: マウントされておらず、使用中でもなく、ファイルシステムやパーティションのシグネチャもありません</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>inspecting…</source>
        <translation>調査中…</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>block device on each fio host (%1), not checked from here</source>
        <translation>各 fio ホスト (%1) 上のブロックデバイス。ここからは確認していません</translation>
    </message>
    <message>
        <source>directory on each fio host (%1): fio makes a scratch file there</source>
        <translation>各 fio ホスト (%1) 上のディレクトリ: fio がそこに一時ファイルを作成します</translation>
    </message>
    <message>
        <source>file on each fio host (%1), created by fio if missing</source>
        <translation>各 fio ホスト (%1) 上のファイル。存在しなければ fio が作成します</translation>
    </message>
    <message>
        <source>Cannot inspect %1: %2</source>
        <translation>%1 を調べられません: %2</translation>
    </message>
    <message>
        <source>Directory %1 does not exist: create it or pick another directory.</source>
        <translation>ディレクトリ %1 が存在しません: 作成するか、別のディレクトリを選んでください。</translation>
    </message>
    <message>
        <source>Directory %1 does not exist, so %2 cannot be created: create the directory or pick another path.</source>
        <translation>ディレクトリ %1 が存在しないため、%2 を作成できません: ディレクトリを作成するか、別のパスを選んでください。</translation>
    </message>
    <message>
        <source>new file, created for the run at the region&apos;s size</source>
        <translation>新規ファイル (実行時に領域サイズで作成)</translation>
    </message>
    <message>
        <source>directory: a scratch file is made here for the run</source>
        <translation>ディレクトリ: 実行用の一時ファイルをここに作成します</translation>
    </message>
    <message>
        <source>existing file of %1: points that write overwrite its data</source>
        <translation>%1 の既存ファイル: 書き込むポイントはデータを上書きします</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device: name one of those (a FIFO or a character device such as /dev/null holds no storage to measure).</source>
        <translation>%1 はファイルでもディレクトリでもブロックデバイスでもありません: そのいずれかを指定してください (FIFO や /dev/null のようなキャラクターデバイスには測定できるストレージがありません)。</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>アクセス</translation>
    </message>
    <message>
        <source>through UDisks2: you may not open it yourself, so Surfio asks UDisks2 once, before the run (polkit may ask for a password)</source>
        <translation>UDisks2 経由: ご自身では開けないため、Surfio が実行前に一度 UDisks2 に依頼します (polkit がパスワードを尋ねることがあります)</translation>
    </message>
    <message>
        <source>looked at when UDisks2 opens it: a mounted or busy device, or one with a filesystem or partition signature, is never written</source>
        <translation>UDisks2 が開いたときに調べます。マウント中・使用中のデバイスや、ファイルシステムやパーティションの署名があるデバイスには決して書き込みません</translation>
    </message>
</context>
<context>
    <name>UDisksOpener</name>
    <message>
        <source>this UDisks2 cannot open devices for others (Block.OpenDevice needs udisks 2.7.3 or later): upgrade udisks2, or run as a member of the group that owns %1</source>
        <translation>この UDisks2 は他者のためにデバイスを開けません (Block.OpenDevice には udisks 2.7.3 以降が必要)。udisks2 を更新するか、%1 を所有するグループのメンバーとして実行してください</translation>
    </message>
    <message numerus="yes">
        <source>nobody answered polkit&apos;s password prompt to open %1 within %n minute(s)</source>
        <translation>
            <numerusform>%n 分以内に %1 を開くための polkit のパスワード入力に誰も応答しませんでした</numerusform>
        </translation>
    </message>
    <message>
        <source>polkit could not ask for the password to open %1: no polkit authentication agent runs for you. Run Surfio from a terminal (pkttyagent asks there) or from a desktop session with its own agent, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit は %1 を開くためのパスワードを尋ねられませんでした。あなたのための polkit 認証エージェントが動いていません。端末から Surfio を起動する (そこで pkttyagent が尋ねます) か、独自のエージェントのあるデスクトップセッションから起動するか、管理者に polkit ルールで org.freedesktop.udisks2.open-device を許可してもらってください</translation>
    </message>
    <message>
        <source>polkit allows opening %1 only after asking for a password, and --no-ask forbids asking: leave out --no-ask, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit はパスワードを尋ねた後でしか %1 を開かせず、--no-ask は尋ねることを禁じています。--no-ask を外すか、管理者に polkit ルールで org.freedesktop.udisks2.open-device を許可してもらってください</translation>
    </message>
    <message>
        <source>polkit refuses to let you open %1 (org.freedesktop.udisks2.open-device): ask your administrator for a polkit rule, or for membership of the group that owns it</source>
        <translation>polkit は %1 を開くことを拒否しています (org.freedesktop.udisks2.open-device)。管理者に polkit ルールか、所有グループへの参加を依頼してください</translation>
    </message>
    <message>
        <source>the password prompt to open %1 was dismissed: nothing was opened</source>
        <translation>%1 を開くためのパスワード入力が閉じられました。何も開かれていません</translation>
    </message>
    <message>
        <source>UDisks2 cannot open %1 for writing: it is in use (mounted, or held by RAID, LVM, swap or another program); unmount or release it first</source>
        <translation>UDisks2 は %1 を書き込み用に開けません。使用中です (マウント中、または RAID・LVM・スワップ・他のプログラムが保持)。先にアンマウントか解放をしてください</translation>
    </message>
    <message>
        <source>UDisks2 could not open %1: %2</source>
        <translation>UDisks2 は %1 を開けませんでした: %2</translation>
    </message>
    <message>
        <source>UDisks2 does not know %1: udev has not announced it (is systemd-udevd running?)</source>
        <translation>UDisks2 は %1 を知りません。udev が通知していません (systemd-udevd は動いていますか?)</translation>
    </message>
    <message>
        <source>UDisks2 opened %1 but handed no descriptor over</source>
        <translation>UDisks2 は %1 を開きましたが記述子を渡しませんでした</translation>
    </message>
    <message>
        <source>UDisks2 is not running, so nothing can open %1 for you: install the udisks2 package (apt install udisks2) and start it (systemctl start udisks2), or run as a member of the group that owns %1</source>
        <translation>UDisks2 が動いていないため、%1 を代わりに開けるものがありません。udisks2 パッケージをインストールして (apt install udisks2) 起動する (systemctl start udisks2) か、%1 を所有するグループのメンバーとして実行してください</translation>
    </message>
    <message>
        <source>cannot reach the system bus to ask UDisks2 for %1 (%2): start D-Bus (systemctl start dbus), or run as a member of the group that owns %1</source>
        <translation>%1 を UDisks2 に依頼するためのシステムバスに接続できません (%2)。D-Bus を起動する (systemctl start dbus) か、%1 を所有するグループのメンバーとして実行してください</translation>
    </message>
    <message>
        <source>the system bus cannot pass file descriptors, so UDisks2 cannot hand %1 over</source>
        <translation>システムバスがファイル記述子を渡せないため、UDisks2 は %1 を渡せません</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>the block-size split &quot;%1&quot; has more than 64 parts</source>
        <translation>ブロックサイズ配分 &quot;%1&quot; の要素が 64 個を超えています</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; is not a size/percent part, e.g. 4k/60</source>
        <translation>ブロックサイズ配分 &quot;%2&quot; の &quot;%1&quot; は「サイズ/割合」の形式ではありません (例: 4k/60)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; has a percent that is not 0 to 100</source>
        <translation>ブロックサイズ配分 &quot;%2&quot; の &quot;%1&quot; の割合が 0 から 100 の範囲外です</translation>
    </message>
    <message>
        <source>the percents of the block-size split &quot;%1&quot; add up to %2, not 100</source>
        <translation>ブロックサイズ配分 &quot;%1&quot; の割合の合計が 100 ではなく %2 です</translation>
    </message>
    <message>
        <source>the block-size split &quot;%1&quot; gives no part a share</source>
        <translation>ブロックサイズ配分 &quot;%1&quot; には割合が 0 より大きい要素がありません</translation>
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
            <numerusform>%L1 件の読み取りを検証、%L2 件をスキップ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verify checked none of its %L1 read(s): each one ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</source>
        <extracomment>--verify=crc32c found no read it could check; %1 the number of reads</extracomment>
        <translation>
            <numerusform>%L1 件の読み取りのどれも検証できませんでした: いずれも、同じジョブによる領域の同じ部分への書き込みの実行中に行われました。領域を大きくするかキュー深度を下げると、検証できる読み取りが残ります。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VolumeProfile</name>
    <message>
        <source>there is no volume profile &quot;%1&quot;: the profiles are %2 (surfio volumes lists what each promises)</source>
        <translation>ボリュームプロファイル &quot;%1&quot; はありません: プロファイルは %2 です (surfio volumes で各プロファイルの約束を一覧表示)</translation>
    </message>
    <message>
        <source>%1, line %2: &quot;%3&quot; %4</source>
        <translation>%1、%2 行目: &quot;%3&quot; %4</translation>
    </message>
    <message>
        <source>is not a key of a volume profile here; known: %1</source>
        <translation>はここではボリュームプロファイルのキーではありません。既知のキー: %1</translation>
    </message>
    <message>
        <source>should be a size in bytes, e.g. 131072 or &quot;128m&quot;</source>
        <translation>はバイト単位のサイズである必要があります (例: 131072 や &quot;128m&quot;)</translation>
    </message>
    <message>
        <source>should be a number, 0 or more</source>
        <translation>は 0 以上の数値である必要があります</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</source>
        <translation>はオブジェクトである必要があります (例: {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000})</translation>
    </message>
    <message>
        <source>is above &quot;max&quot;</source>
        <translation>が &quot;max&quot; を超えています</translation>
    </message>
    <message>
        <source>should ascend by &quot;up_to_gb&quot;, the last one without it</source>
        <translation>は &quot;up_to_gb&quot; の昇順で、最後の項目はそれなしである必要があります</translation>
    </message>
    <message>
        <source>gives no figure: give &quot;baseline&quot;, &quot;per_gb&quot; or &quot;steps&quot;</source>
        <translation>は数値を与えていません: &quot;baseline&quot;、&quot;per_gb&quot;、&quot;steps&quot; のいずれかを指定してください</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</source>
        <translation>はオブジェクトである必要があります (例: {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500})</translation>
    </message>
    <message>
        <source>needs &quot;max&quot;, the most that can be provisioned</source>
        <translation>には &quot;max&quot; (プロビジョニングできる上限) が必要です</translation>
    </message>
    <message>
        <source>needs &quot;name&quot; and &quot;up_to_gb&quot;</source>
        <translation>には &quot;name&quot; と &quot;up_to_gb&quot; が必要です</translation>
    </message>
    <message>
        <source>should be larger than the tier before it</source>
        <translation>は前の階層より大きい必要があります</translation>
    </message>
    <message>
        <source>should name the level, e.g. &quot;vpus&quot;</source>
        <translation>はレベルの名前である必要があります (例: &quot;vpus&quot;)</translation>
    </message>
    <message>
        <source>should be a whole number</source>
        <translation>は整数である必要があります</translation>
    </message>
    <message>
        <source>should be one of the levels in &quot;list&quot;</source>
        <translation>は &quot;list&quot; のレベルのいずれかである必要があります</translation>
    </message>
    <message>
        <source>is needed: the burst ceiling</source>
        <translation>が必要です: バーストの上限</translation>
    </message>
    <message>
        <source>needs one of &quot;bucket_ios&quot; (credits) or &quot;bucket_seconds&quot; (at full burst)</source>
        <translation>には &quot;bucket_ios&quot; (クレジット) か &quot;bucket_seconds&quot; (フルバースト時) のどちらか一方が必要です</translation>
    </message>
    <message>
        <source>is missing or not %1: not a volume profile, or one from a newer version</source>
        <translation>がないか %1 ではありません: ボリュームプロファイルではないか、新しいバージョンのものです</translation>
    </message>
    <message>
        <source>should be a string</source>
        <translation>は文字列である必要があります</translation>
    </message>
    <message>
        <source>is needed: where the figures come from</source>
        <translation>が必要です: 数値の出典</translation>
    </message>
    <message>
        <source>should be &quot;GiB&quot; or &quot;GB&quot; (10^9 bytes)</source>
        <translation>は &quot;GiB&quot; か &quot;GB&quot; (10^9 バイト) である必要があります</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1、%2 行目: %3</translation>
    </message>
    <message>
        <source>%1: a volume profile is a JSON object {&quot;surfio_volume&quot;: 1, ...}</source>
        <translation>%1: ボリュームプロファイルは JSON オブジェクト {&quot;surfio_volume&quot;: 1, ...} です</translation>
    </message>
    <message>
        <source>%1: promises nothing: give &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; or &quot;provisioned_iops&quot;</source>
        <translation>%1: 何も約束していません: &quot;iops&quot;、&quot;throughput&quot;、&quot;tiers&quot;、&quot;levels&quot;、&quot;provisioned_iops&quot; のいずれかを指定してください</translation>
    </message>
    <message>
        <source>is above &quot;max_gb&quot;</source>
        <translation>が &quot;max_gb&quot; を超えています</translation>
    </message>
    <message>
        <source>%1 is not a volume profile: a profile&apos;s file name ends in .json</source>
        <translation>%1 はボリュームプロファイルではありません: プロファイルのファイル名は .json で終わります</translation>
    </message>
    <message>
        <source>there is no file %1: give a profile&apos;s name (surfio volumes lists them) or the path of a .json profile</source>
        <translation>ファイル %1 はありません: プロファイル名 (surfio volumes が一覧表示します) か .json プロファイルのパスを指定してください</translation>
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
        <translation>&quot;%1&quot; は解釈できません: プロファイルの後には iops=N、throughput=SIZE (毎秒、例: 250m)、または vpus=30 のようなレベルが続きます</translation>
    </message>
    <message>
        <source>the form is PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g, aws-gp3,iops=6000,throughput=250m; `surfio volumes` lists the profiles</source>
        <translation>形式は PROFILE[:SIZE][,iops=N][,throughput=N] です (例: oci-balanced:50g、aws-gp3,iops=6000,throughput=250m)。`surfio volumes` でプロファイルを一覧表示します</translation>
    </message>
    <message>
        <source>%1 %2 is outside what this volume can be given: %3 to %4</source>
        <translation>%1 %2 はこのボリュームに設定できる範囲 (%3 〜 %4) の外です</translation>
    </message>
    <message>
        <source>%1 %2 needs a volume of at least %3 GiB: at most %4 per GiB can be given</source>
        <translation>%1 %2 には %3 GiB 以上のボリュームが必要です: GiB あたり最大 %4 までです</translation>
    </message>
    <message>
        <source>%1 %2 needs at least %3 IOPS: at most %4 per IOPS can be given</source>
        <translation>%1 %2 には %3 IOPS 以上が必要です: IOPS あたり最大 %4 までです</translation>
    </message>
    <message>
        <source>%1 takes %2= one of %3</source>
        <translation>%1 は %2= に %3 のいずれかを取ります</translation>
    </message>
    <message>
        <source>%1 takes no %2=: after the size come iops=N and throughput=SIZE</source>
        <translation>%1 は %2= を取りません: サイズの後には iops=N と throughput=SIZE が続きます</translation>
    </message>
    <message>
        <source>%1 is larger than the largest size %2 lists (%3, %4)</source>
        <translation>%1 は %2 が示す最大のサイズ (%3、%4) を超えています</translation>
    </message>
    <message>
        <source>%1 promises by size: give the volume&apos;s size, e.g. --volume=%1:100g, or a block device as the target</source>
        <translation>%1 はサイズに応じて約束します: ボリュームのサイズを指定するか (例: --volume=%1:100g)、ブロックデバイスをターゲットにしてください</translation>
    </message>
    <message>
        <source>%1 takes no provisioned IOPS: drop iops=</source>
        <translation>%1 はプロビジョンド IOPS を取りません: iops= を外してください</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 is provisioned: give its IOPS, e.g. --volume=%1,iops=%2</source>
        <translation>%1 はプロビジョンド型です: IOPS を指定してください (例: --volume=%1,iops=%2)</translation>
    </message>
    <message>
        <source>%1 takes no provisioned throughput: drop throughput=</source>
        <translation>%1 はプロビジョンドスループットを取りません: throughput= を外してください</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: %2</source>
        <translation>&quot;%1&quot; はサイズではありません: %2</translation>
    </message>
    <message>
        <source>no profile named: %1</source>
        <translation>プロファイルが指定されていません: %1</translation>
    </message>
    <message>
        <source>%1 promises nothing at %2</source>
        <translation>%1 は %2 では何も約束していません</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;%1&quot; should be a number, 0 or more</source>
        <translation>&quot;volume&quot;: &quot;%1&quot; は 0 以上の数値である必要があります</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;profile&quot; is missing</source>
        <translation>&quot;volume&quot;: &quot;profile&quot; がありません</translation>
    </message>
    <message>
        <source>%1= is given twice: give it once</source>
        <translation>%1= が 2 回指定されています: 1 回だけ指定してください</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 から %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 以上</translation>
    </message>
    <message>
        <source>%1 volumes are %2; %3 is not one</source>
        <translation>%1 のボリュームは %2 です。%3 は該当しません</translation>
    </message>
    <message>
        <source>%1 volumes are %2, and the target is %3: give the volume&apos;s size, e.g. --volume=%1:100g</source>
        <translation>%1 のボリュームは %2 ですが、ターゲットは %3 です: ボリュームのサイズを指定してください (例: --volume=%1:100g)</translation>
    </message>
    <message>
        <source>throughput=%1 needs its unit, as a size per second: e.g. throughput=%1m for %1 MiB/s</source>
        <translation>throughput=%1 には単位が必要です (1 秒あたりのサイズ): 例えば %1 MiB/s なら throughput=%1m</translation>
    </message>
</context>
<context>
    <name>VolumesCommand</name>
    <message>
        <source>built-in</source>
        <translation>組み込み</translation>
    </message>
    <message>
        <source>own</source>
        <translation>独自</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>プロファイル</translation>
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
        <translation>バースト、満杯のバケット</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>出所</translation>
    </message>
    <message>
        <source>title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>What each volume promises at %1:</source>
        <translation>%1 での各ボリュームの約束:</translation>
    </message>
    <message>
        <source>Give another size with --size=SIZE; surfio volumes SPEC describes one, e.g. surfio volumes aws-gp2:100g. Your own profiles: %1.</source>
        <translation>別のサイズは --size=SIZE で指定します。surfio volumes SPEC で 1 つを説明します (例: surfio volumes aws-gp2:100g)。自分のプロファイル: %1。</translation>
    </message>
    <message>
        <source>surfio volumes: skipped %1</source>
        <translation>surfio volumes: %1 をスキップしました</translation>
    </message>
    <message>
        <source>surfio volumes: %1: %2</source>
        <translation>surfio volumes: %1: %2</translation>
    </message>
    <message>
        <source>Source: %1, read %2 (%3: %4)</source>
        <translation>出典: %1、%2 に確認 (%3: %4)</translation>
    </message>
    <message>
        <source>  Hold a run against it: surfio run --volume=%1 --preset=limits --filename=DEVICE</source>
        <translation>  実行をこれと照合する: surfio run --volume=%1 --preset=limits --filename=DEVICE</translation>
    </message>
    <message>
        <source>Lists the cloud volume profiles, built-in and your own, with what each promises at a size, or describes what a volume spec promises, with the provider&apos;s source.</source>
        <translation>クラウドボリュームのプロファイル (組み込みと自分のもの) を、あるサイズでの約束とともに一覧表示するか、ボリューム指定の約束をプロバイダーの出典とともに説明します。</translation>
    </message>
    <message>
        <source>The size the list shows the promises at. Default 100g.</source>
        <translation>一覧で約束を示すサイズ。既定は 100g。</translation>
    </message>
    <message>
        <source>A volume as --volume takes it: PROFILE[:SIZE][,iops=N][,throughput=N].</source>
        <translation>--volume が受け取る形式のボリューム: PROFILE[:SIZE][,iops=N][,throughput=N]。</translation>
    </message>
    <message>
        <source>surfio volumes: --size=%1 is not a size: give e.g. --size=50g</source>
        <translation>surfio volumes: --size=%1 はサイズではありません: 例えば --size=50g を指定してください</translation>
    </message>
    <message>
        <source>%1 IOPS for %2</source>
        <translation>%1 IOPS を %2</translation>
    </message>
    <message>
        <source>A full bucket lasts %1 at %2 IOPS, refilled at the baseline.</source>
        <translation>満杯のバケットは %2 IOPS で %1 持続し、ベースラインで補充されます。</translation>
    </message>
    <message>
        <source>Source: %1 (%2: %3)</source>
        <translation>出典: %1 (%2: %3)</translation>
    </message>
</context>
<context>
    <name>surfio::ChartExportDialog</name>
    <message>
        <source>Export the chart</source>
        <translation>グラフをエクスポート</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>pixels at</source>
        <translation>ピクセル、解像度</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>How it was measured, under the chart</source>
        <translation>グラフの下に測定条件を表示</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>サイズ(&amp;S):</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>テーマ(&amp;H):</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>キャプション:</translation>
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
        <translation>A4 横向き、300 dpi (3508 × 2480)</translation>
    </message>
    <message>
        <source>%1 is neither a .png nor an .svg file</source>
        <translation>%1 は .png ファイルでも .svg ファイルでもありません</translation>
    </message>
    <message>
        <source>the image has no size</source>
        <translation>画像のサイズが 0 です</translation>
    </message>
    <message>
        <source>%1 cannot be written: the chart could not be drawn</source>
        <translation>%1 に書き込めません: グラフを描画できませんでした</translation>
    </message>
</context>
<context>
    <name>surfio::CompareChoice</name>
    <message>
        <source>The figure compared: iops, bw (MB/s), lat_mean or lat_p99 (lower is faster). Default iops.</source>
        <translation>比較する指標: iops、bw (MB/s)、lat_mean、lat_p99 (この 2 つは小さいほど速い) のいずれか。既定は iops。</translation>
    </message>
    <message>
        <source>--%1=%2 is not a metric: use iops, bw, lat_mean or lat_p99</source>
        <translation>--%1=%2 は指標ではありません: iops、bw、lat_mean、lat_p99 のいずれかを使用してください</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Keys of a point&apos;s spec not to match on, comma-separated, from rw, bs (or bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count; e.g. --%1=iodepth compares two queue depths.</source>
        <translation>照合に使わない、ポイントの spec のキー (カンマ区切り)。rw、bs (または bssplit)、rwmixread、iodepth、numjobs、rate_iops、target_count から選びます。例: --%1=iodepth で 2 つのキュー深度を比較できます。</translation>
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
        <translation>平均レイテンシ</translation>
    </message>
    <message>
        <source>99th percentile latency</source>
        <translation>99 パーセンタイルのレイテンシ</translation>
    </message>
    <message>
        <source>no finished point</source>
        <translation>完了したポイントなし</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>%1 上</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>不明なターゲット</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指標:</translation>
    </message>
    <message>
        <source>Match on:</source>
        <translation>照合キー:</translation>
    </message>
    <message>
        <source>Points are matched by this part of their spec; untick it to compare points that differ in it (e.g. iodepth: two queue depths)</source>
        <translation>ポイントは spec のこの項目で照合されます。この項目が異なるポイントどうしを比較するには、チェックを外してください (例: iodepth なら 2 つのキュー深度)</translation>
    </message>
    <message>
        <source>A verdict is Welch&apos;s t-test on the trials (p &lt; %1, two-sided) when both runs have two or more; its p-value is in the verdict&apos;s tooltip.</source>
        <translation>両方の実行に試行が 2 回以上あれば、判定は試行に対する Welch の t 検定 (p &lt; %1、両側) によります。p 値は判定のツールチップに表示されます。</translation>
    </message>
    <message>
        <source>Not in the table:</source>
        <translation>表にないもの:</translation>
    </message>
    <message>
        <source>File → Compare with… adds saved results (Surfio&apos;s or fio&apos;s JSON) to compare with the result on show, point by point.</source>
        <translation>ファイル → 保存した結果と比較… で保存した結果 (Surfio または fio の JSON) を追加すると、表示中の結果とポイントごとに比較できます。</translation>
    </message>
    <message>
        <source>A: %1 has no finished point yet: the comparison follows when it has one.</source>
        <translation>A: %1 にはまだ完了したポイントがありません: ポイントが 1 つ完了した時点で比較を表示します。</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>表示中の結果</translation>
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
        <translation>表</translation>
    </message>
    <message>
        <source>Ratio surface</source>
        <translation>比率サーフェス</translation>
    </message>
    <message>
        <source>The ratio surface: a later run&apos;s figure ÷ A&apos;s at each point of one slice of A, blue above 1×, vermilion below</source>
        <translation>比率サーフェス: A の 1 つのスライスの各ポイントで、後の実行の値 ÷ A の値を示します。1× より上は青、下は朱色</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>表示(&amp;W):</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>スライス(&amp;L):</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>実行:</translation>
    </message>
    <message>
        <source>Untick %1</source>
        <translation>%1 のチェックを外す</translation>
    </message>
    <message>
        <source>Tick %1 again</source>
        <translation>%1 を再びチェック</translation>
    </message>
</context>
<context>
    <name>surfio::ComparisonModel</name>
    <message>
        <source>not in %1</source>
        <translation>%1 にはない</translation>
    </message>
    <message>
        <source>no p99</source>
        <translation>p99 なし</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(未完了)</translation>
    </message>
    <message>
        <source>The mean of %1 trials, from %2 to %3; ± is their coefficient of variation</source>
        <translation>%1 回の試行の平均 (%2 から %3)。± はその変動係数</translation>
    </message>
    <message>
        <source>One run: no spread</source>
        <translation>1 回の実行のみ: ばらつきなし</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>%1&apos;s %2 ÷ A&apos;s; %3</source>
        <translation>%1 の %2 ÷ A の値。%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no such point: it is listed below the table</source>
        <translation>%1 にはこのポイントがありません: 表の下に一覧表示しています</translation>
    </message>
    <message>
        <source>Welch&apos;s t-test on %1 trials of A and %2 of %3: %4, t = %5; below p = %6 the difference is more than the trials&apos; noise</source>
        <translation>A の試行 %1 回と %3 の試行 %2 回に対する Welch の t 検定: %4、t = %5。p = %6 未満なら、差は試行のノイズを超えています</translation>
    </message>
    <message>
        <source>A or %1 has fewer than two trials at this point: the ratio alone, its noise unknown (run with trials to know it)</source>
        <translation>A または %1 はこのポイントの試行が 2 回未満です: 比率のみで、ノイズは不明です (ノイズを知るには試行回数を増やして実行してください)</translation>
    </message>
    <message>
        <source>No ratio: a run lacks the figure, or A&apos;s is 0</source>
        <translation>比率なし: いずれかの実行に値がないか、A の値が 0 です</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>%1 の判定</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1: %2 にあり、%3 にはない</translation>
    </message>
    <message numerus="yes">
        <source>Not compared: %1 has %n point(s) at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</source>
        <translation>
            <numerusform>比較しませんでした: %1 の %2 には、照合に使うキーでは区別できないポイントが %n 個あります (平均することはありません): %3 で再び照合してください</numerusform>
        </translation>
    </message>
    <message>
        <source>more keys</source>
        <translation>より多くのキー</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A: the runs differ in %1. Untick it under &quot;Match on&quot; to compare them anyway.</source>
        <translation>後の実行のポイントが A のどのポイントとも一致しません: 実行間で %1 が異なります。それでも比較するには、「照合キー」でその項目のチェックを外してください。</translation>
    </message>
    <message>
        <source>No point matched one point of each run: the keys left several points of a run alike. Tick more keys under &quot;Match on&quot;.</source>
        <translation>各実行のポイント 1 つだけと一致するポイントがありません: 残ったキーでは、同じ実行の複数のポイントを区別できません。「照合キー」でチェックを入れるキーを増やしてください。</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A on %1: no two runs measured the same point.</source>
        <translation>後の実行のポイントが %1 について A のどのポイントとも一致しません: 同じポイントを測定した実行が 2 つとしてありません。</translation>
    </message>
</context>
<context>
    <name>surfio::ConvergenceView</name>
    <message>
        <source>%1 %2 % read IOPS</source>
        <translation>%1 読み込み %2 % の IOPS</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>±%1 % of mean</source>
        <translation>平均の ±%1 %</translation>
    </message>
    <message>
        <source>Window mean</source>
        <translation>ウィンドウ平均</translation>
    </message>
    <message>
        <source>Least-squares line</source>
        <translation>最小二乗直線</translation>
    </message>
    <message>
        <source>Steady state is off: turn on &apos;Repeat until steady state&apos; in the matrix editor. The matrix then runs in rounds until the tracked points&apos; IOPS settle, and this chart shows them converge.</source>
        <translation>定常状態はオフです: マトリクスエディタで「定常状態まで繰り返す」をオンにしてください。マトリクスは追跡対象ポイントの IOPS が落ち着くまでラウンド単位で実行され、このグラフに収束の様子が表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.</source>
        <translation>
            <numerusform>定常状態はオンです: ラウンドが終わるたびにグラフが更新されます (最大 %Ln ラウンド)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>ラウンド %1 / 最大 %2 · %Ln ラウンド後も定常状態に達していません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · not yet steady: the check needs %Ln rounds</source>
        <translation>
            <numerusform>ラウンド %1 / 最大 %2 · まだ定常状態ではありません: 判定には %Ln ラウンドが必要です</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady</source>
        <translation>ラウンド %1 / 最大 %2 · ウィンドウ %3–%4: 範囲は平均の %5 % (≤ %6 %)、傾きの変動幅 %7 % (≤ %8 %) · 定常状態</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>ラウンド %1 / 最大 %2 · ウィンドウ %3–%4: 範囲は平均の %5 % (≤ %6 %)、傾きの変動幅 %7 % (≤ %8 %) · %Ln ラウンド後も定常状態に達していません</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · not yet steady</source>
        <translation>ラウンド %1 / 最大 %2 · ウィンドウ %3–%4: 範囲は平均の %5 % (≤ %6 %)、傾きの変動幅 %7 % (≤ %8 %) · まだ定常状態ではありません</translation>
    </message>
    <message>
        <source>Surfio steady-state convergence</source>
        <translation>Surfio 定常状態の収束</translation>
    </message>
</context>
<context>
    <name>surfio::DemoController</name>
    <message>
        <source>Demo: point %1: %2</source>
        <translation>デモ: ポイント %1: %2</translation>
    </message>
    <message>
        <source>Demo: preset %1 of %2: %3</source>
        <translation>デモ: プリセット %1/%2: %3</translation>
    </message>
</context>
<context>
    <name>surfio::DemoReference</name>
    <message>
        <source>--demo-reference=%1: %2; give a result Surfio saved (surfio run --output-format=json --output=FILE, or File → Save result)</source>
        <translation>--demo-reference=%1: %2。Surfio で保存した結果を指定してください (surfio run --output-format=json --output=FILE、または ファイル → 結果を保存)</translation>
    </message>
    <message>
        <source>--demo-reference=%1 holds no finished point to race: give a result with points</source>
        <translation>--demo-reference=%1 には対決できる完了済みのポイントがありません: ポイントを含む結果を指定してください</translation>
    </message>
    <message>
        <source>the reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>%1 did not run %2: nothing to race here</source>
        <translation>%1 は %2 を実行していません: ここでは対決できません</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2 at %3</source>
        <translation>%3 で %2 の %1× の IOPS</translation>
    </message>
    <message>
        <source>%1 random read</source>
        <translation>%1 ランダム読み込み</translation>
    </message>
    <message>
        <source>%1 sequential read</source>
        <translation>%1 シーケンシャル読み込み</translation>
    </message>
    <message>
        <source>%1 random write</source>
        <translation>%1 ランダム書き込み</translation>
    </message>
    <message>
        <source>%1 sequential write</source>
        <translation>%1 シーケンシャル書き込み</translation>
    </message>
    <message>
        <source>%1 random, %2 % read</source>
        <translation>%1 ランダム、読み込み %2 %</translation>
    </message>
    <message>
        <source>%1 sequential, %2 % read</source>
        <translation>%1 シーケンシャル、読み込み %2 %</translation>
    </message>
    <message>
        <source>%1, queue depth %2 × %3 jobs</source>
        <translation>%1、キュー深度 %2 × %3 ジョブ</translation>
    </message>
    <message>
        <source>%1, queue depth %2</source>
        <translation>%1、キュー深度 %2</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2</source>
        <translation>%2 の %1× の IOPS</translation>
    </message>
</context>
<context>
    <name>surfio::DemoView</name>
    <message>
        <source>Drag the surface to turn it · touch the figures or press any key to stop the demo</source>
        <translation>サーフェスをドラッグして回転 · 数値をタッチするか任意のキーを押すとデモを停止します</translation>
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
        <translation>独自のマトリクス</translation>
    </message>
    <message>
        <source>%1 (preset %2 of %3)</source>
        <translation>%1 (プリセット %2/%3)</translation>
    </message>
    <message>
        <source>– MB/s</source>
        <translation>– MB/s</translation>
    </message>
    <message>
        <source>– mean latency</source>
        <translation>平均レイテンシ –</translation>
    </message>
    <message>
        <source>Racing %1</source>
        <translation>%1 と対決中</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 mean latency</source>
        <translation>平均レイテンシ %1</translation>
    </message>
    <message>
        <source>Touch the figures or press any key to stop the demo</source>
        <translation>数値をタッチするか任意のキーを押すとデモを停止します</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln point(s) of %2 each</source>
        <translation>
            <numerusform>%1 · 各 %2 × %Ln ポイント</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::DeviceListModel</name>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <source>model not reported</source>
        <translation>モデル情報なし</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Surfio opens %1 itself</source>
        <translation>Surfio が %1 を自分で開きます</translation>
    </message>
    <message>
        <source>You may not open %1 yourself: Surfio asks UDisks2 to open it, once, before the run (polkit may ask for a password)</source>
        <translation>%1 はご自身では開けません。Surfio が実行前に一度 UDisks2 に開くよう依頼します (polkit がパスワードを尋ねることがあります)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 は開けません: %2</translation>
    </message>
    <message>
        <source>directly</source>
        <translation>直接</translation>
    </message>
    <message>
        <source>UDisks2</source>
        <translation>UDisks2</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不可</translation>
    </message>
    <message>
        <source>Opens</source>
        <translation>開き方</translation>
    </message>
</context>
<context>
    <name>surfio::DeviceWriteConfirmation</name>
    <message>
        <source>model not reported</source>
        <translation>モデル情報なし</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; (%2, %3). Everything stored on it will be destroyed, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%4&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;この実行は &lt;b&gt;%1&lt;/b&gt; (%2、%3) に書き込みます。保存されているデータはすべて破壊され、どの実行でも元に戻せません。&lt;/p&gt;&lt;p&gt;確認のため &lt;b&gt;%4&lt;/b&gt; と入力してください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; on the fio hosts %2, which Surfio cannot inspect from here: whether it is mounted or holds a filesystem is not checked. Everything stored on it will be destroyed on every one of them, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%3&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;この実行は fio ホスト %2 上の &lt;b&gt;%1&lt;/b&gt; に書き込みます。Surfio はここから調べられないため、マウントされているかやファイルシステムがあるかは確認されません。どのホストでも保存されているデータはすべて破壊され、どの実行でも元に戻せません。&lt;/p&gt;&lt;p&gt;確認のため &lt;b&gt;%3&lt;/b&gt; と入力してください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Destroy the data on %1?</source>
        <translation>%1 のデータを破壊しますか?</translation>
    </message>
    <message>
        <source>Destroy data on %1</source>
        <translation>%1 のデータを破壊する</translation>
    </message>
</context>
<context>
    <name>surfio::EngineBox</name>
    <message>
        <source>Surfio&apos;s engine (io_uring, psync fallback)</source>
        <translation>Surfio のエンジン (io_uring、psync にフォールバック)</translation>
    </message>
    <message>
        <source>Surfio&apos;s own io_uring engine; where io_uring is unavailable, plain pread/pwrite, and the result says why</source>
        <translation>Surfio 独自の io_uring エンジン。io_uring が使えない場合は通常の pread/pwrite を使い、その理由を結果に記録します</translation>
    </message>
    <message>
        <source>io_uring only</source>
        <translation>io_uring のみ</translation>
    </message>
    <message>
        <source>Surfio&apos;s io_uring engine, and a failed run where io_uring is unavailable</source>
        <translation>Surfio の io_uring エンジン。io_uring が使えない場合は実行が失敗します</translation>
    </message>
    <message>
        <source>psync</source>
        <translation>psync</translation>
    </message>
    <message>
        <source>Surfio&apos;s pread/pwrite engine: one I/O per system call</source>
        <translation>Surfio の pread/pwrite エンジン: システムコール 1 回につき I/O 1 つ</translation>
    </message>
    <message>
        <source>What issues the I/O; fio can also run the points on other hosts</source>
        <translation>I/O を発行するもの。fio なら他のホストでポイントを実行することもできます</translation>
    </message>
    <message>
        <source>fio (looking for it…)</source>
        <translation>fio (検索中…)</translation>
    </message>
    <message>
        <source>Runs every point through fio, on this machine or on fio servers</source>
        <translation>すべてのポイントを fio で実行します (このマシンまたは fio サーバー上)</translation>
    </message>
    <message>
        <source>fio %1</source>
        <translation>fio %1</translation>
    </message>
    <message>
        <source>Runs every point through %1 (fio %2), on this machine or on fio servers</source>
        <translation>すべてのポイントを %1 (fio %2) で実行します (このマシンまたは fio サーバー上)</translation>
    </message>
    <message>
        <source>fio (not available)</source>
        <translation>fio (使用不可)</translation>
    </message>
</context>
<context>
    <name>surfio::FioCommandDialog</name>
    <message>
        <source>Paste a fio command line</source>
        <translation>fio のコマンドラインを貼り付け</translation>
    </message>
    <message>
        <source>A fio &amp;command line, with or without sudo; each --name starts a job, and each job becomes a part of the matrix. Options Surfio&apos;s engine does not use are listed in the Log tab.</source>
        <translation>fio のコマンドライン(&amp;C)。sudo の有無は問いません。--name ごとに 1 つのジョブが始まり、各ジョブはマトリクスの 1 つのパートになります。Surfio のエンジンが使わないオプションはログタブに一覧表示されます。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
</context>
<context>
    <name>surfio::FioHostList</name>
    <message>
        <source>“%1”: the port after the colon must be a number from 1 to 65535, e.g. %2:8765</source>
        <translation>「%1」: コロンの後のポートは 1 から 65535 までの数値にしてください (例: %2:8765)</translation>
    </message>
    <message>
        <source>A host is empty: give a name or an address, e.g. 10.0.0.2</source>
        <translation>ホストが空です: 名前またはアドレスを指定してください (例: 10.0.0.2)</translation>
    </message>
    <message>
        <source>“%1” is not a host: give a name or an address without spaces, e.g. server1 or 10.0.0.2:8765</source>
        <translation>「%1」はホストではありません: 空白を含まない名前またはアドレスを指定してください (例: server1、10.0.0.2:8765)</translation>
    </message>
    <message>
        <source>“%1” is not an IPv6 address in brackets: give e.g. [fd00::2] or [fd00::2]:8765</source>
        <translation>「%1」は角括弧で囲まれた IPv6 アドレスではありません: [fd00::2] や [fd00::2]:8765 のように指定してください</translation>
    </message>
    <message>
        <source>“%1” looks like an IPv6 address: put it in brackets, e.g. [%1]:8765</source>
        <translation>「%1」は IPv6 アドレスのようです: [%1]:8765 のように角括弧で囲んでください</translation>
    </message>
    <message>
        <source>Double-click a host to edit it</source>
        <translation>ホストをダブルクリックして編集</translation>
    </message>
    <message>
        <source>Add, e.g. 10.0.0.2 or server1:8765</source>
        <translation>追加 (例: 10.0.0.2、server1:8765)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add the host typed</source>
        <translation>入力したホストを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected host</source>
        <translation>選択したホストを削除</translation>
    </message>
    <message>
        <source>Each host must run “fio --server” (port 8765 unless given); the targets are then paths on the hosts. No host: fio runs on this machine.</source>
        <translation>各ホストで「fio --server」を実行しておく必要があります (ポートの指定がなければ 8765)。ターゲットはホスト上のパスになります。ホストがない場合、fio はこのマシンで実行されます。</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>「%1」が 2 回指定されています</translation>
    </message>
</context>
<context>
    <name>surfio::FlatChartsView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>表示するパターン、キュー深度、ジョブ数</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>折れ線</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>ヒートマップ</translation>
    </message>
    <message>
        <source>The metric against block size with one line per read mix, or a heat map of the same with each cell&apos;s value</source>
        <translation>ブロックサイズに対する指標を読み込み比率ごとに 1 本の折れ線で表示するか、同じデータを各セルの値付きのヒートマップで表示します</translation>
    </message>
    <message>
        <source>No points measured yet.</source>
        <translation>まだ測定したポイントがありません。</translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>指標(&amp;C):</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>スライス(&amp;L):</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>表示(&amp;W):</translation>
    </message>
</context>
<context>
    <name>surfio::FlatSliceView</name>
    <message>
        <source>No OpenGL here, so the surface is a table: rows are read %, columns block sizes.</source>
        <translation>OpenGL が使えないため、サーフェスを表で表示しています: 行は読み込み %、列はブロックサイズです。</translation>
    </message>
    <message>
        <source>%1, %2 % read</source>
        <translation>%1、読み込み %2 %</translation>
    </message>
    <message>
        <source>&lt;p&gt;One block size and one read mix here (%1): a single point, which a surface cannot show.&lt;/p&gt;&lt;p&gt;A surface needs two block sizes or more &lt;i&gt;and&lt;/i&gt; two read % values or more; a line needs two of either. Add them to the matrix in Setup to see how the figures change with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ここではブロックサイズも読み込み比率も 1 つだけです (%1): 1 点だけではサーフェスを描けません。&lt;/p&gt;&lt;p&gt;サーフェスには 2 つ以上のブロックサイズ&lt;i&gt;と&lt;/i&gt; 2 つ以上の読み込み % が必要で、線グラフにはどちらか一方が 2 つ以上必要です。セットアップでマトリクスに追加すると、それに応じた数値の変化が見られます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Show this point&apos;s details&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;このポイントの詳細を表示&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not measured yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;まだ測定していません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>クロスオーバー</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>上限ルーフ</translation>
    </message>
</context>
<context>
    <name>surfio::HeatMapModel</name>
    <message>
        <source>Not measured yet</source>
        <translation>未測定</translation>
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
        <translation>fio は各ポイントを複数のホストで同時に実行しました: その合計か、1 つのホストの結果を表示します。1 ホストのレイテンシは、そのホストのジョブの平均を I/O 数で重み付けした平均で、パーセンタイルは分かりません。</translation>
    </message>
    <message>
        <source>All hosts (sum)</source>
        <translation>すべてのホスト (合計)</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>ホスト:</translation>
    </message>
</context>
<context>
    <name>surfio::LaunchTasks</name>
    <message>
        <source>Could not write the surface to %1</source>
        <translation>サーフェスを %1 に書き込めませんでした</translation>
    </message>
    <message>
        <source>Could not write the first point&apos;s detail: %1</source>
        <translation>最初のポイントの詳細を書き込めませんでした: %1</translation>
    </message>
    <message>
        <source>Could not export the chart: %1</source>
        <translation>グラフをエクスポートできませんでした: %1</translation>
    </message>
    <message>
        <source>Could not write the report: %1</source>
        <translation>レポートを書き出せませんでした: %1</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>レポート %1 を書き出しました</translation>
    </message>
    <message>
        <source>Could not write the screenshot: %1</source>
        <translation>スクリーンショットを書き込めませんでした: %1</translation>
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
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>読み込み p99</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>読み込み平均</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>書き込み p99</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>書き込み平均</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 レイテンシ</translation>
    </message>
    <message>
        <source>Point %1 · %2</source>
        <translation>ポイント %1 · %2</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>ポイント %1</translation>
    </message>
    <message>
        <source>Surfio live charts</source>
        <translation>Surfio ライブグラフ</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Hottest drive</source>
        <translation>最も高温のドライブ</translation>
    </message>
    <message>
        <source>%1, trial %2</source>
        <translation>%1、試行 %2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1、ラウンド %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1（基準）</translation>
    </message>
</context>
<context>
    <name>surfio::LoadView</name>
    <message>
        <source>QD %1 at %2 IOPS</source>
        <translation>QD %1、%2 IOPS</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>The latency objective: the most IOPS whose p99 latency stays within it is marked. Pick one or type it, e.g. 750 µs or 2 ms. A result opened from a file starts with the objective it was run with.</source>
        <translation>レイテンシ目標: p99 レイテンシがこの範囲に収まる最大の IOPS に印を付けます。選択するか入力してください (例: 750 µs、2 ms)。ファイルから開いた結果は、実行時の目標で始まります。</translation>
    </message>
    <message>
        <source>&amp;Latency objective, p99 ≤</source>
        <translation>レイテンシ目標(&amp;L)、p99 ≤</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>“%1” is not a latency: write it as 750 µs or 2 ms.</source>
        <translation>「%1」はレイテンシではありません: 750 µs や 2 ms のように入力してください。</translation>
    </message>
    <message>
        <source>Latency against load is drawn once three points of the sweep have finished.</source>
        <translation>負荷に対するレイテンシは、スイープの 3 ポイントが終わると描画されます。</translation>
    </message>
    <message>
        <source>Latency against load needs at least three points that differ only in queue depth (or in rate limit), for the same block size and mix.

Run a queue-depth sweep (the preset qd-sweep, or --iodepth=1,2,4,8,16,32,64,128,256) to see where latency starts to climb faster than IOPS (the knee) and the most IOPS within a latency objective.</source>
        <translation>負荷に対するレイテンシには、ブロックサイズと読み書き比率が同じで、キュー深度 (またはレート制限) だけが異なるポイントが少なくとも 3 つ必要です。

キュー深度のスイープ (プリセット qd-sweep、または --iodepth=1,2,4,8,16,32,64,128,256) を実行すると、レイテンシが IOPS より速く伸び始める位置 (屈曲点) と、レイテンシ目標内での最大 IOPS がわかります。</translation>
    </message>
    <message>
        <source>SLO: p99 ≤ %1</source>
        <translation>SLO: p99 ≤ %1</translation>
    </message>
    <message>
        <source>best ≤ %1</source>
        <translation>最良 ≤ %1</translation>
    </message>
    <message>
        <source>knee, %1: %2</source>
        <translation>屈曲点、%1: %2</translation>
    </message>
    <message>
        <source>knee %1</source>
        <translation>屈曲点 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed (log scale)</source>
        <translation>レイテンシ: p99 は実線、平均は破線 (対数目盛)</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed</source>
        <translation>レイテンシ: p99 は実線、平均は破線</translation>
    </message>
    <message>
        <source>%1: %2 IOPS · p99 %3 · mean %4</source>
        <translation>%1: %2 IOPS · p99 %3 · 平均 %4</translation>
    </message>
</context>
<context>
    <name>surfio::MainWindow</name>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept</source>
        <translation>
            <numerusform>停止: %n ポイントを保持</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s)</source>
        <translation>
            <numerusform>完了: %n ポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept from %1 runs</source>
        <translation>
            <numerusform>停止: %1 回の実行から %n ポイントを保持</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s) from %1 runs</source>
        <translation>
            <numerusform>完了: %1 回の実行から %n ポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>Double-click a point for its time series and latency histogram</source>
        <translation>ポイントをダブルクリックすると、時系列とレイテンシのヒストグラムを表示します</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>サーフェス</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Steady state</source>
        <translation>定常状態</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>結果を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a Surfio or fio result</source>
        <translation>Surfio または fio の結果を開く</translation>
    </message>
    <message>
        <source>Surfio and fio JSON results (*.json);;All files (*)</source>
        <translation>Surfio と fio の JSON 結果 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;Import a fio job file…</source>
        <translation>fio のジョブファイルをインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Paste a fio command line…</source>
        <translation>fio のコマンドラインを貼り付け(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Save result…</source>
        <translation>結果を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>結果を保存</translation>
    </message>
    <message>
        <source>Surfio results (*.json)</source>
        <translation>Surfio の結果 (*.json)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <source>Export the matrix as a &amp;fio job file…</source>
        <translation>マトリクスを fio のジョブファイルとしてエクスポート(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Resume interrupted run…</source>
        <translation>中断された実行を再開(&amp;R)…</translation>
    </message>
    <message>
        <source>Resume an interrupted run</source>
        <translation>中断された実行を再開</translation>
    </message>
    <message>
        <source>Surfio journals (*.journal)</source>
        <translation>Surfio のジャーナル (*.journal)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Surfio</source>
        <translation>Surfio について(&amp;A)</translation>
    </message>
    <message>
        <source>About Surfio</source>
        <translation>Surfio について</translation>
    </message>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with Run → Resume interrupted run, or remove it to start over</source>
        <translation>%1 が存在します: 中断された実行のものです。実行 → 中断された実行を再開 で再開するか、削除してやり直してください</translation>
    </message>
    <message numerus="yes">
        <source>Run started: %n run(s) to go on %1</source>
        <translation>
            <numerusform>実行を開始しました: %1 で %n 回の実行を行います</numerusform>
        </translation>
    </message>
    <message>
        <source>Journal: %1 (Run → Resume interrupted run picks it up if Surfio is stopped)</source>
        <translation>ジャーナル: %1 (Surfio が停止した場合は 実行 → 中断された実行を再開 で続きを実行できます)</translation>
    </message>
    <message numerus="yes">
        <source>Resuming %1: %n run(s) already finished</source>
        <translation>
            <numerusform>%1 を再開中: %n 回の実行は完了済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted run(s) in %1: Run → Resume interrupted run finishes them</source>
        <translation>
            <numerusform>%1 に中断された実行が %n 件あります: 実行 → 中断された実行を再開 で完了できます</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Point %1 finished: %2 read IOPS, %3 write IOPS</source>
        <translation>ポイント %1 完了: 読み込み %2 IOPS、書き込み %3 IOPS</translation>
    </message>
    <message>
        <source>Saved the result to %1</source>
        <translation>結果を %1 に保存しました</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Longest pause of the window during the run: %1 ms</source>
        <translation>実行中にウィンドウが止まった最長時間: %1 ms</translation>
    </message>
    <message>
        <source>longest event-loop stall: %1 ms</source>
        <translation>イベントループの最長停止: %1 ms</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>結果を開く</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n point(s)</source>
        <translation>
            <numerusform>%1 を開きました: %n ポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>結果を保存</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV をエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export as a fio job file</source>
        <translation>fio のジョブファイルとしてエクスポート</translation>
    </message>
    <message>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>fio のジョブファイル (*.fio);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Exported the matrix as a fio job file to %1</source>
        <translation>マトリクスを fio のジョブファイルとして %1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Import a fio job file</source>
        <translation>fio のジョブファイルをインポート</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>fio のジョブファイル (*.fio *.ini *.job);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 をインポートできません: %2</translation>
    </message>
    <message>
        <source>Paste a fio command line</source>
        <translation>fio のコマンドラインを貼り付け</translation>
    </message>
    <message>
        <source>The command cannot be imported: %1</source>
        <translation>コマンドをインポートできません: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 as the matrix: %n point(s)</source>
        <translation>
            <numerusform>%1 をマトリクスとしてインポートしました: %n ポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>%1 をインポートしました: Surfio のエンジンが使わないオプションが %n 個あります (ログタブに一覧表示)</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1: every option is used</source>
        <translation>%1 をインポートしました: すべてのオプションが使われます</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>実行を停止しますか?</translation>
    </message>
    <message>
        <source>A run is going. Stop it and close? The finished points are saved, and Run → Resume interrupted run can finish the rest later.</source>
        <translation>実行中です。停止して閉じますか? 完了したポイントは保存され、残りは後で 実行 → 中断された実行を再開 で完了できます。</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line as the matrix: %n point(s)</source>
        <translation>
            <numerusform>fio のコマンドラインをマトリクスとしてインポートしました: %n ポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported the fio command line: every option is used</source>
        <translation>fio のコマンドラインをインポートしました: すべてのオプションが使われます</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>fio のコマンドラインをインポートしました: Surfio のエンジンが使わないオプションが %n 個あります (ログタブに一覧表示)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Surfio will speak %1 from its next start.</source>
        <translation>次回の起動から Surfio は %1 で表示されます。</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>How to read the &amp;surface</source>
        <translation>サーフェスの見方(&amp;S)</translation>
    </message>
    <message>
        <source>io_uring (liburing %1), psync where io_uring is unavailable</source>
        <translation>io_uring (liburing %1)、io_uring が使えない場合は psync</translation>
    </message>
    <message>
        <source>psync: io_uring is unavailable here (%1)</source>
        <translation>psync: この環境では io_uring が使えません (%1)</translation>
    </message>
    <message>
        <source>still looking</source>
        <translation>検索中</translation>
    </message>
    <message>
        <source>fio %1 (%2)</source>
        <translation>fio %1 (%2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A storage I/O benchmarking workbench.&lt;/p&gt;&lt;p&gt;Engine: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · kernel %5&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;ストレージ I/O ベンチマークのワークベンチ。&lt;/p&gt;&lt;p&gt;エンジン: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · カーネル %5&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. Press Start.</source>
        <translation>
            <numerusform>初回実行: クイックマトリクス、%n ポイント (約 %1)、%2 内の一時ファイルで実行します。「開始」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio will speak the system&apos;s language from its next start.</source>
        <translation>次回の起動から Surfio はシステムの言語で表示されます。</translation>
    </message>
    <message>
        <source>Point %1: %2</source>
        <translation>ポイント %1: %2</translation>
    </message>
    <message>
        <source>Point %1: its latency histogram and time series could not be read back: %2</source>
        <translation>ポイント %1: レイテンシのヒストグラムと時系列を読み戻せませんでした: %2</translation>
    </message>
    <message>
        <source>&amp;Recent runs</source>
        <translation>最近の実行(&amp;R)</translation>
    </message>
    <message>
        <source>Run this &amp;matrix again</source>
        <translation>このマトリクスを再実行(&amp;M)</translation>
    </message>
    <message>
        <source>Puts the matrix and targets of the result on show into the Setup editor</source>
        <translation>表示中の結果のマトリクスとターゲットを設定エディタに読み込みます</translation>
    </message>
    <message>
        <source>Running on %1 — Surfio</source>
        <translation>%1 で実行中 — Surfio</translation>
    </message>
    <message>
        <source>unsaved run</source>
        <translation>未保存の実行</translation>
    </message>
    <message numerus="yes">
        <source>Showing %1: %n point(s) on %2</source>
        <translation>
            <numerusform>%1 を表示中: %2 の %n 点</numerusform>
        </translation>
    </message>
    <message>
        <source>No target: choose one in Setup</source>
        <translation>ターゲットがありません: 設定で選んでください</translation>
    </message>
    <message>
        <source>Start runs on %1</source>
        <translation>開始すると %1 で実行します</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>不明なターゲット</translation>
    </message>
    <message>
        <source>%1 · %2 — Surfio</source>
        <translation>%1 · %2 — Surfio</translation>
    </message>
    <message>
        <source>No runs saved yet in %1</source>
        <translation>%1 にはまだ保存された実行がありません</translation>
    </message>
    <message>
        <source>Open the runs folder…</source>
        <translation>実行フォルダを開く…</translation>
    </message>
    <message>
        <source>The matrix of %1 is in the editor: press Start to run it again</source>
        <translation>%1 のマトリクスをエディタに読み込みました: 開始を押すと再実行します</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>表示中の結果</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>全画面表示を解除</translation>
    </message>
    <message>
        <source>&amp;Setup panel</source>
        <translation>設定パネル(&amp;S)</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>The tab on show has no chart to export yet: open a result or run a matrix.</source>
        <translation>表示中のタブには、まだエクスポートできるグラフがありません: 結果を開くか、マトリクスを実行してください。</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>グラフをエクスポート</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>グラフを %1 にエクスポートしました</translation>
    </message>
    <message>
        <source>Export the c&amp;hart on show as PNG or SVG…</source>
        <translation>表示中のグラフを PNG または SVG でエクスポート(&amp;H)…</translation>
    </message>
    <message>
        <source>Export the s&amp;urface as PNG or SVG…</source>
        <translation>サーフェスを PNG または SVG でエクスポート(&amp;U)…</translation>
    </message>
    <message>
        <source>2D charts</source>
        <translation>2D グラフ</translation>
    </message>
    <message>
        <source>Demo stopped: the workbench is yours</source>
        <translation>デモを停止しました: ワークベンチを自由にお使いください</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>保存した結果と比較(&amp;W)…</translation>
    </message>
    <message>
        <source>Sets saved results against the one on show, point by point, in the Compare tab</source>
        <translation>保存した結果を表示中の結果とポイントごとに突き合わせ、比較タブに表示します</translation>
    </message>
    <message>
        <source>Stop c&amp;omparing</source>
        <translation>比較を終了(&amp;M)</translation>
    </message>
    <message>
        <source>the run going on</source>
        <translation>進行中の実行</translation>
    </message>
    <message>
        <source>%1 holds no finished point: there is nothing in it to compare</source>
        <translation>%1 には完了したポイントがありません: 比較するものがありません</translation>
    </message>
    <message>
        <source>Compare: added %1 as %2</source>
        <translation>比較: %1 を %2 として追加しました</translation>
    </message>
    <message>
        <source>Compare with saved results</source>
        <translation>保存した結果と比較</translation>
    </message>
    <message>
        <source>Compare: stopped; the compared runs are let go</source>
        <translation>比較: 終了しました。比較していた実行を外しました</translation>
    </message>
    <message>
        <source>Not compared:
%1</source>
        <translation>比較しなかったもの:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Compare: %1 is A now; the %n compared run(s) are matched against it again</source>
        <translation>
            <numerusform>比較: %1 が A になりました。比較している %n 件の実行を改めて A と照合します</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Export a report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>There is no result to report on yet: open a result or run a matrix.</source>
        <translation>レポートにする結果がまだありません: 結果を開くか、マトリクスを実行してください。</translation>
    </message>
    <message>
        <source>HTML, one file with its images (*.html)</source>
        <translation>HTML、画像を埋め込んだ 1 ファイル (*.html)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>レポート %1 を書き出しました</translation>
    </message>
    <message>
        <source>One file to send: summary, charts, table, flagged points, the comparison on show and how it was measured</source>
        <translation>送付用の 1 ファイル: サマリー、グラフ、表、フラグ付きのポイント、表示中の比較、測定条件</translation>
    </message>
    <message>
        <source>Export a re&amp;port (HTML or PDF)…</source>
        <translation>レポートを HTML または PDF でエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <source>%1 exists. Replace it?</source>
        <translation>%1 は既に存在します。置き換えますか?</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
    </message>
    <message>
        <source>The result could not be written (%1); the journal %2 keeps every finished point</source>
        <translation>結果を書き込めませんでした (%1)。ジャーナル %2 に完了したポイントがすべて残っています</translation>
    </message>
    <message>
        <source>%1 cannot be created: the run&apos;s result and journal go there; give --save=FILE in a folder you can write to, or make HOME (or XDG_DATA_HOME) writable</source>
        <translation>%1 を作成できません: 実行の結果とジャーナルはここに保存されます。書き込めるフォルダ内で --save=FILE を指定するか、HOME (または XDG_DATA_HOME) を書き込み可能にしてください</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>The result on show at the last close could not be opened again: %1</source>
        <translation>前回閉じたときに表示していた結果を開き直せませんでした: %1</translation>
    </message>
    <message>
        <source>own matrix</source>
        <translation>独自のマトリクス</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>recent run: preset, targets, date</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pick a point for what each of its targets did.</source>
        <translation>ポイントを選ぶと、各ターゲットの結果が表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>Point %1: how its I/O split over its %n target(s) is not known (fio reports the jobs of a host together).</source>
        <translation>
            <numerusform>ポイント %1: %n 個のターゲットへの I/O の配分は不明です (fio は 1 つのホストのジョブをまとめて報告します)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1 on its %n target(s): %2 IOPS in all, each target&apos;s own figures (its last run)</source>
        <translation>
            <numerusform>ポイント %1 (%n ターゲット): 合計 %2 IOPS、各ターゲット自身の値 (最後の実行)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup: the cloud volume is %1, as in %2</source>
        <translation>セットアップ: クラウドボリュームは %2 と同じ %1 です</translation>
    </message>
</context>
<context>
    <name>surfio::MatrixEditor</name>
    <message>
        <source>Give at least one queue depth, e.g. 1,4,32</source>
        <translation>キュー深度を少なくとも 1 つ指定してください (例: 1,4,32)</translation>
    </message>
    <message>
        <source>A queue depth between commas is missing</source>
        <translation>カンマの間のキュー深度が抜けています</translation>
    </message>
    <message>
        <source>“%1” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32</source>
        <translation>「%1」はキュー深度ではありません: カンマ区切りの整数で指定してください (例: 1,4,32)</translation>
    </message>
    <message>
        <source>A queue depth of %1 is outside 1 to %2</source>
        <translation>キュー深度 %1 が 1 から %2 の範囲外です</translation>
    </message>
    <message>
        <source>Queue depth %1 is listed twice</source>
        <translation>キュー深度 %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>Give at least one number of jobs, e.g. 1,4</source>
        <translation>ジョブ数を少なくとも 1 つ指定してください (例: 1,4)</translation>
    </message>
    <message>
        <source>A number of jobs between commas is missing</source>
        <translation>カンマの間のジョブ数が抜けています</translation>
    </message>
    <message>
        <source>“%1” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4</source>
        <translation>「%1」はジョブ数ではありません: カンマ区切りの整数で指定してください (例: 1,4)</translation>
    </message>
    <message>
        <source>%1 jobs is listed twice</source>
        <translation>ジョブ数 %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>Give a runtime per point, e.g. 30s</source>
        <translation>ポイントごとの実行時間を指定してください (例: 30s)</translation>
    </message>
    <message>
        <source>“%1” is not a runtime: give e.g. 30s, 500ms or 2m</source>
        <translation>「%1」は実行時間ではありません: 30s、500ms、2m のように指定してください</translation>
    </message>
    <message>
        <source>A runtime of 0 means no time limit, so the point would never end: give e.g. 30s</source>
        <translation>実行時間 0 は時間制限なしを意味し、ポイントが終わらなくなります: 30s のように指定してください</translation>
    </message>
    <message>
        <source>“%1” is not a ramp time: give e.g. 5s or 500ms, or 0 for none</source>
        <translation>「%1」はランプ時間ではありません: 5s や 500ms のように指定するか、なしの場合は 0 にしてください</translation>
    </message>
    <message>
        <source>“%1” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or device</source>
        <translation>「%1」は領域サイズではありません: 1g や 256m のように指定するか、ファイルやデバイス全体なら空欄にしてください</translation>
    </message>
    <message>
        <source>Block size %1 is larger than the region (%2): raise the region size or lower the block size</source>
        <translation>ブロックサイズ %1 が領域 (%2) より大きくなっています: 領域サイズを大きくするか、ブロックサイズを小さくしてください</translation>
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
        <translation>配分 %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>“%1” is not a seed: give a whole number, or 0 for a new seed each run</source>
        <translation>「%1」はシードではありません: 整数を指定するか、実行ごとに新しいシードを使う場合は 0 にしてください</translation>
    </message>
    <message>
        <source>Give the block size steady state watches, e.g. 4k</source>
        <translation>定常状態で監視するブロックサイズを指定してください (例: 4k)</translation>
    </message>
    <message>
        <source>“%1” is not a block size: give e.g. 4k or 128k</source>
        <translation>「%1」はブロックサイズではありません: 4k や 128k のように指定してください</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>ポイント(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>手法(&amp;M)</translation>
    </message>
    <message>
        <source>Show the previous part</source>
        <translation>前のパートを表示</translation>
    </message>
    <message>
        <source>Show the next part</source>
        <translation>次のパートを表示</translation>
    </message>
    <message>
        <source>Add part</source>
        <translation>パートを追加</translation>
    </message>
    <message>
        <source>Add a part: another cross product of block sizes, mixes, depths and jobs, run after this one</source>
        <translation>パートを追加: ブロックサイズ、読み書き比率、キュー深度、ジョブ数の別の直積で、このパートの後に実行されます</translation>
    </message>
    <message>
        <source>Remove part</source>
        <translation>パートを削除</translation>
    </message>
    <message>
        <source>Remove the part shown</source>
        <translation>表示中のパートを削除</translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation>ブロックサイズ(&amp;B):</translation>
    </message>
    <message>
        <source>Add, e.g. 12k</source>
        <translation>追加 (例: 12k)</translation>
    </message>
    <message>
        <source>Add, e.g. 70</source>
        <translation>追加 (例: 70)</translation>
    </message>
    <message>
        <source>e.g. 4k/60:64k/30:1m/10</source>
        <translation>例: 4k/60:64k/30:1m/10</translation>
    </message>
    <message>
        <source>Block-size mixes in fio&apos;s bssplit syntax, size/percent of the I/Os; several separated by spaces. Each is one more block-size column.</source>
        <translation>fio の bssplit 構文によるブロックサイズの混合 (サイズ/I/O の割合)。複数ある場合は空白で区切ります。それぞれがブロックサイズの列を 1 つ追加します。</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>シーケンシャル</translation>
    </message>
    <message>
        <source>Random share</source>
        <translation>ランダム比率</translation>
    </message>
    <message>
        <source>Where each I/O goes; the read % list gives the mix of reads and writes</source>
        <translation>各 I/O の位置。読み込みと書き込みの比率は読み込み % のリストで決まります</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of I/Os at random offsets; the rest follow on sequentially (fio&apos;s percentage_random). Every part shares it.</source>
        <translation>ランダムなオフセットに発行する I/O の割合。残りはシーケンシャルに続きます (fio の percentage_random)。すべてのパートで共通です。</translation>
    </message>
    <message>
        <source>e.g. 1,4,32</source>
        <translation>例: 1,4,32</translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation>キュー深度(&amp;Q):</translation>
    </message>
    <message>
        <source>e.g. 1,4</source>
        <translation>例: 1,4</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>ジョブ数(&amp;J):</translation>
    </message>
    <message>
        <source>e.g. 30s, 500ms, 2m</source>
        <translation>例: 30s, 500ms, 2m</translation>
    </message>
    <message>
        <source>e.g. 5s; empty for none</source>
        <translation>例: 5s。なしの場合は空欄</translation>
    </message>
    <message>
        <source>Time before measuring starts, at the start of each point</source>
        <translation>各ポイントの開始時、測定を始める前の時間</translation>
    </message>
    <message>
        <source>R&amp;amp per point:</source>
        <translation>ポイントごとのランプ時間(&amp;A):</translation>
    </message>
    <message>
        <source>whole file or device</source>
        <translation>ファイルまたはデバイス全体</translation>
    </message>
    <message>
        <source>How much of the target each point uses, e.g. 1g</source>
        <translation>各ポイントが使うターゲットの範囲 (例: 1g)</translation>
    </message>
    <message>
        <source>Re&amp;gion size:</source>
        <translation>領域サイズ(&amp;G):</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or turn direct I/O off</source>
        <translation>ブロックサイズ %1 B は、ダイレクト I/O に必要な 512 バイトの倍数ではありません: 512 の倍数にするか、ダイレクト I/O をオフにしてください</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <translation>パート %1 / %2</translation>
    </message>
    <message>
        <source>Check at least one block size, or give a split</source>
        <translation>ブロックサイズを少なくとも 1 つチェックするか、配分を指定してください</translation>
    </message>
    <message>
        <source>Check at least one read percentage</source>
        <translation>読み込みの割合を少なくとも 1 つチェックしてください</translation>
    </message>
    <message>
        <source>Part %1 has no points: give it at least one block size or split, read percentage, queue depth and number of jobs, or remove it</source>
        <translation>パート %1 にポイントがありません: ブロックサイズまたは配分、読み込みの割合、キュー深度、ジョブ数をそれぞれ少なくとも 1 つ指定するか、パートを削除してください</translation>
    </message>
    <message>
        <source>Steady state tracks %1 at %2 % read, which no point runs: track a block size and read % of the matrix</source>
        <translation>定常状態は %1 (読み込み %2 %) を追跡しますが、そのポイントはどこにもありません: マトリクスにあるブロックサイズと読み込み % を追跡してください</translation>
    </message>
    <message numerus="yes">
        <source>Steady state needs %n round(s) before it can judge: raise the maximum rounds</source>
        <translation>
            <numerusform>定常状態の判定には %n ラウンドが必要です: 最大ラウンド数を増やしてください</numerusform>
        </translation>
    </message>
    <message>
        <source>No points</source>
        <translation>ポイントなし</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · under a second</source>
        <translation>
            <numerusform>%Ln ポイント · 1 秒未満</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · about %1</source>
        <translation>
            <numerusform>%Ln ポイント · 約 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>1 ラウンド %Ln ポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln ポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %Ln time(s) in a row</source>
        <translation>
            <numerusform>各ポイントを %Ln 回連続で実行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln round(s), until steady state</source>
        <translation>
            <numerusform>定常状態まで最大 %Ln ラウンド</numerusform>
        </translation>
    </message>
    <message>
        <source>At most about %1 in all</source>
        <translation>合計で最大約 %1</translation>
    </message>
    <message>
        <source>About %1 in all</source>
        <translation>合計約 %1</translation>
    </message>
    <message>
        <source>Preconditioning writes come first, for as long as the target takes</source>
        <translation>最初にプリコンディショニングの書き込みが行われます (所要時間はターゲット次第)</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region</source>
        <translation>プリセット「%1」から短縮: 本来はポイントあたり %2、領域 %3</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point</source>
        <translation>プリセット「%1」から短縮: 本来はポイントあたり %2</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends a %2 region</source>
        <translation>プリセット「%1」から短縮: 本来は領域 %2</translation>
    </message>
    <message>
        <source>%1 is not a job count from 1 to %2</source>
        <translation>ジョブ数 %1 が 1 から %2 の範囲外です</translation>
    </message>
    <message>
        <source>Writes carry a header and crc32c checksum every 512 bytes; every read checks them, and a mismatch fails the point, naming the offset. Costs CPU per I/O (filling and summing each block), which lowers IOPS where the CPU is the limit; jobs sharing a target each get a part of the region of their own. Not with the fio engine.</source>
        <translation>書き込みは 512 バイトごとにヘッダーと crc32c チェックサムを持ち、すべての読み取りがそれを検査し、不一致があればオフセットを示してそのポイントを失敗させます。I/O ごとに CPU を消費する (各ブロックの充填と合計) ため、CPU が制約となる場合は IOPS が下がります。同じターゲットを共有するジョブはそれぞれ領域の専用部分を使います。fio エンジンでは使えません。</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which data verification needs: use a multiple of 512, or turn verification off</source>
        <translation>ブロックサイズ %1 B は、データ検証に必要な 512 バイトの倍数ではありません: 512 の倍数にするか、検証をオフにしてください</translation>
    </message>
    <message>
        <source>Points that end by bytes run until %1 per job is done: how fast this target moves them is not known yet</source>
        <translation>バイト数で終わるポイントは、各ジョブが %1 を終えるまで実行されます。このターゲットでの速度はまだ分かりません</translation>
    </message>
    <message>
        <source>Of which about %1 lays the region out first (a file Surfio laid out before is not laid out again)</source>
        <translation>そのうち約 %1 は最初の領域の準備です(Surfio が以前に準備したファイルは再準備しません)</translation>
    </message>
    <message>
        <source>Give at least one rate, e.g. 0,500,1000</source>
        <translation>レートを少なくとも 1 つ指定してください (例: 0,500,1000)</translation>
    </message>
    <message>
        <source>A rate between commas is missing</source>
        <translation>カンマの間のレートが抜けています</translation>
    </message>
    <message>
        <source>“%1” is not a rate: give IOPS per job as whole numbers separated by commas, 0 for unthrottled, e.g. 0,500,1000</source>
        <translation>「%1」はレートではありません: ジョブあたりの IOPS をカンマ区切りの整数で指定してください。0 は無制限です (例: 0,500,1000)</translation>
    </message>
    <message>
        <source>A rate of %1 is above %2</source>
        <translation>レート %1 が %2 を超えています</translation>
    </message>
    <message>
        <source>Rate %1 is listed twice</source>
        <translation>レート %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>unthrottled; e.g. 0,500,1000</source>
        <translation>無制限 (例: 0,500,1000)</translation>
    </message>
    <message>
        <source>Caps on IOPS per job (fio&apos;s rate_iops), separated by commas: the part runs at each; 0 runs unthrottled</source>
        <translation>ジョブあたりの IOPS の上限 (fio の rate_iops) をカンマ区切りで指定します: パートはそれぞれの上限で実行されます。0 は無制限で実行します</translation>
    </message>
    <message>
        <source>R&amp;ead %:</source>
        <translation>読み込み %(&amp;E):</translation>
    </message>
    <message>
        <source>Splits:</source>
        <translation>配分:</translation>
    </message>
    <message>
        <source>Pa&amp;ttern:</source>
        <translation>パターン(&amp;T):</translation>
    </message>
    <message>
        <source>Rates (IOPS per job):</source>
        <translation>レート (ジョブあたりの IOPS):</translation>
    </message>
    <message>
        <source>Ru&amp;ntime per point:</source>
        <translation>ポイントごとの実行時間(&amp;N):</translation>
    </message>
    <message>
        <source>Direct &amp;I/O (bypass the page cache)</source>
        <translation>ダイレクト I/O (ページキャッシュをバイパス)(&amp;I)</translation>
    </message>
    <message>
        <source>Verif&amp;y data (crc32c)</source>
        <translation>データを検証 (crc32c)(&amp;Y)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round · at most about %1</source>
        <translation>
            <numerusform>1 ラウンドあたり %Ln ポイント · 最大で約 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Give at least one number of targets, e.g. 1,2,4</source>
        <translation>ターゲット数を 1 つ以上指定してください (例: 1,2,4)</translation>
    </message>
    <message>
        <source>A number of targets between commas is missing</source>
        <translation>カンマの間のターゲット数が抜けています</translation>
    </message>
    <message>
        <source>“%1” is not a number of targets: give whole numbers separated by commas, e.g. 1,2,4</source>
        <translation>「%1」はターゲット数ではありません: カンマで区切った整数を指定してください (例: 1,2,4)</translation>
    </message>
    <message>
        <source>%1 is not a target count from 1 to %2</source>
        <translation>%1 は 1 から %2 までのターゲット数ではありません</translation>
    </message>
    <message>
        <source>%1 targets is listed twice</source>
        <translation>ターゲット数 %1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>all; e.g. 1,2,4</source>
        <translation>すべて; 例: 1,2,4</translation>
    </message>
    <message>
        <source>Targets in use:</source>
        <translation>使用ターゲット数:</translation>
    </message>
    <message>
        <source>How many of the targets each point runs on, the first of them, separated by commas: the host&apos;s maximum over the number of volumes (--target-count). Empty: all of them</source>
        <translation>各ポイントを先頭から何個のターゲットで実行するか、カンマ区切りで指定します: ボリューム数に対するホストの最大性能 (--target-count)。空欄: すべて</translation>
    </message>
    <message>
        <source>Preset “%1” on the whole target (%2): its %3 region is up to the target&apos;s size</source>
        <translation>プリセット「%1」をターゲット全体（%2）で：その %3 の領域はターゲットのサイズが上限</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region, here the whole target (%4)</source>
        <translation>プリセット「%1」から短縮：1 点あたり %2、%3 の領域を想定。ここではターゲット全体（%4）</translation>
    </message>
</context>
<context>
    <name>surfio::MethodPage</name>
    <message>
        <source>E&amp;ngine:</source>
        <translation>エンジン(&amp;N):</translation>
    </message>
    <message>
        <source>f&amp;io hosts:</source>
        <translation>fio ホスト(&amp;I):</translation>
    </message>
    <message>
        <source>any, e.g. 0-3,5</source>
        <translation>任意 (例: 0-3,5)</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>記載順</translation>
    </message>
    <message>
        <source>Part after part, each as its lists give it</source>
        <translation>パートごとに、各リストの順序どおり</translation>
    </message>
    <message>
        <source>SNIA PTS order</source>
        <translation>SNIA PTS の順序</translation>
    </message>
    <message>
        <source>Read/write mix outer, block size descending inner, as SNIA&apos;s performance test specification runs it</source>
        <translation>外側に読み書き比率、内側にブロックサイズ降順 (SNIA の Performance Test Specification の実行順)</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>The listed points in a random order, so drift over time does not follow one axis</source>
        <translation>リストのポイントをランダムな順序で実行し、時間経過によるドリフトが 1 つの軸に偏らないようにします</translation>
    </message>
    <message>
        <source>0: a new seed each run</source>
        <translation>0: 実行ごとに新しいシード</translation>
    </message>
    <message>
        <source>The same seed gives the same order; 0 picks a new seed each run and records it in the result</source>
        <translation>同じシードなら同じ順序になります。0 の場合は実行ごとに新しいシードを選び、結果に記録します</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps every one</source>
        <translation>各ポイントを連続して実行する回数。結果にはすべての回を残します</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>試行回数(&amp;T):</translation>
    </message>
    <message>
        <source>As SNIA PTS does before measuring, so a fresh or trimmed device does not look faster than it will be</source>
        <translation>SNIA PTS が測定前に行うのと同様です。新品や TRIM 済みのデバイスが本来より速く見えないようにします</translation>
    </message>
    <message>
        <source>Run the whole matrix in rounds until the IOPS of the tracked points settle over the last rounds (range within 20 % and slope within 10 % of their mean), at most the maximum</source>
        <translation>マトリクス全体をラウンド単位で実行し、追跡対象ポイントの IOPS が直近のラウンドで落ち着く (範囲が平均の 20 % 以内、傾きが 10 % 以内) まで、最大ラウンド数を上限に繰り返します</translation>
    </message>
    <message>
        <source>e.g. 4k</source>
        <translation>例: 4k</translation>
    </message>
    <message>
        <source>Steady state watches the points with this block size and read %</source>
        <translation>定常状態の判定では、このブロックサイズと読み込み % のポイントを監視します</translation>
    </message>
    <message>
        <source>Tracked &amp;block size:</source>
        <translation>追跡するブロックサイズ(&amp;B):</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tracked read %:</source>
        <translation>追跡する読み込み %:</translation>
    </message>
    <message>
        <source>Rounds before the run ends with “steady state not reached”; SNIA PTS uses 25</source>
        <translation>「定常状態に達しませんでした」として実行を終えるまでのラウンド数。SNIA PTS では 25</translation>
    </message>
    <message>
        <source>Ma&amp;x rounds:</source>
        <translation>最大ラウンド数(&amp;X):</translation>
    </message>
    <message>
        <source>Ord&amp;er:</source>
        <translation>順序(&amp;E):</translation>
    </message>
    <message>
        <source>Shuffle seed:</source>
        <translation>シャッフルのシード:</translation>
    </message>
    <message>
        <source>Precondition: write the re&amp;gion twice (128 KiB sequential) first</source>
        <translation>最初にプリコンディショニング: 領域を 2 回書き込む (128 KiB シーケンシャル)(&amp;G)</translation>
    </message>
    <message>
        <source>Repeat until stead&amp;y state (SNIA PTS)</source>
        <translation>定常状態まで繰り返す (SNIA PTS)(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>surfio::MetricBox</name>
    <message>
        <source>IOPS (reads + writes)</source>
        <translation>IOPS (読み込み + 書き込み)</translation>
    </message>
    <message>
        <source>MB/s (reads + writes)</source>
        <translation>MB/s (読み込み + 書き込み)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>平均レイテンシ</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 レイテンシ</translation>
    </message>
    <message>
        <source>Latency counts reads and writes together: the mean over all I/Os (weighted by their number) and the 99th percentile of all I/Os, so a mixed point is judged by every I/O it did.</source>
        <translation>レイテンシは読み込みと書き込みを合わせて扱います: すべての I/O の平均 (I/O 数で重み付け) と、すべての I/O の 99 パーセンタイルです。読み書きが混在するポイントは、行ったすべての I/O で評価されます。</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: choose all hosts for the p99</source>
        <translation>fio のクライアントモードではホストごとの平均レイテンシしか得られません: p99 を見るにはすべてのホストを選んでください</translation>
    </message>
</context>
<context>
    <name>surfio::PointBands</name>
    <message>
        <source>sequential</source>
        <translation>シーケンシャル</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>%1% read</source>
        <translation>読み取り %1%</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n ジョブ</numerusform>
        </translation>
    </message>
    <message>
        <source>seq</source>
        <comment>short for sequential</comment>
        <translation>順</translation>
    </message>
    <message>
        <source>rnd</source>
        <comment>short for random</comment>
        <translation>乱</translation>
    </message>
    <message>
        <source>R</source>
        <comment>short for read</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>W</source>
        <comment>short for write</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>%1%R</source>
        <comment>short for % read</comment>
        <translation>%1%R</translation>
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
        <translation>読み込み</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Point %1 — %2</source>
        <translation>ポイント %1 — %2</translation>
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
        <translation>平均</translation>
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
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>エンジン:</translation>
    </message>
    <message>
        <source>Fallback:</source>
        <translation>フォールバック:</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>ブロックデバイス</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2、%3)</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1 (%2 経由)</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>ターゲット:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>ターゲット:</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</source>
        <translation>
            <numerusform>集計対象 %n 回: %1 ± %2 IOPS (CV %3 %)、%4 から %5。ここの数値とグラフは試行 %6、ラウンド %7 のものです</numerusform>
        </translation>
    </message>
    <message>
        <source>Unstable: the IOPS vary by more than %1 % between runs, so the mean says little about one run.</source>
        <translation>不安定: 実行ごとの IOPS の差が %1 % を超えているため、平均値は個々の実行をあまり表していません。</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>実行:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1, stopped before its runtime ended</source>
        <translation>%1 (実行時間の終了前に停止)</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>測定:</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>エラー:</translation>
    </message>
    <message>
        <source>Over the point&apos;s run</source>
        <translation>ポイント実行中の推移</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>経過時間</translation>
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
        <translation>レイテンシのヒストグラム</translation>
    </message>
    <message>
        <source>Completion latency</source>
        <translation>完了レイテンシ</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>I/O 数</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>crc32c; this result does not record how many reads were checked</source>
        <translation>crc32c。この結果には検証した読み取りの数が記録されていません</translation>
    </message>
    <message>
        <source>crc32c; writes stamped, no reads to check</source>
        <translation>crc32c。書き込みにヘッダーを付与、検証する読み取りなし</translation>
    </message>
    <message>
        <source>crc32c: %1 (%2 of data)</source>
        <translation>crc32c: %1 (データ %2)</translation>
    </message>
    <message>
        <source>Verify:</source>
        <translation>検証:</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1 (%2 の下)</translation>
    </message>
    <message>
        <source>What the devices and the CPU did</source>
        <translation>デバイスと CPU の動作</translation>
    </message>
    <message>
        <source>No device figures: the target lies on no block device (tmpfs, NFS), the run was on fio&apos;s hosts, or Surfio did not record them yet.</source>
        <translation>デバイスの数値はありません: ターゲットがブロックデバイス上にない (tmpfs、NFS)、fio のホストで実行した、または Surfio がまだ記録していなかった結果です。</translation>
    </message>
    <message numerus="yes">
        <source>Depth asked: %1 in flight per job × %n job(s); the targets&apos; own devices had %2 in flight on average.</source>
        <translation>
            <numerusform>要求した深さ: ジョブあたり同時 %1 × %n ジョブ。ターゲット自身のデバイスでは平均 %2 件が処理中でした。</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU: %1 % user, %2 % system (the worker threads&apos; mean, as fio&apos;s usr_cpu and sys_cpu), %3 context switches, %4 µs per I/O.</source>
        <translation>CPU: ユーザー %1 %、システム %2 % (ワーカースレッドの平均、fio の usr_cpu と sys_cpu と同じ)、コンテキストスイッチ %3 回、I/O あたり %4 µs。</translation>
    </message>
    <message>
        <source>CPU: not recorded.</source>
        <translation>CPU: 記録なし。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>Read requests the device completed (fio&apos;s read_ios)</source>
        <translation>デバイスが完了した読み取り要求 (fio の read_ios)</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Write requests the device completed (fio&apos;s write_ios)</source>
        <translation>デバイスが完了した書き込み要求 (fio の write_ios)</translation>
    </message>
    <message>
        <source>Merged</source>
        <translation>マージ</translation>
    </message>
    <message>
        <source>Reads / writes merged into a request already queued (read_merges / write_merges)</source>
        <translation>キュー済みの要求にマージされた読み取り / 書き込み (read_merges / write_merges)</translation>
    </message>
    <message>
        <source>Data read</source>
        <translation>読み取りデータ</translation>
    </message>
    <message>
        <source>read_sectors, 512 bytes each</source>
        <translation>read_sectors (各 512 バイト)</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>書き込みデータ</translation>
    </message>
    <message>
        <source>write_sectors, 512 bytes each</source>
        <translation>write_sectors (各 512 バイト)</translation>
    </message>
    <message>
        <source>Busy reading</source>
        <translation>読み取り時間</translation>
    </message>
    <message>
        <source>Time the read requests spent, added up over the requests (read_ticks)</source>
        <translation>読み取り要求が費やした時間を要求ごとに合計したもの (read_ticks)</translation>
    </message>
    <message>
        <source>Busy writing</source>
        <translation>書き込み時間</translation>
    </message>
    <message>
        <source>Time the write requests spent, added up over the requests (write_ticks)</source>
        <translation>書き込み要求が費やした時間を要求ごとに合計したもの (write_ticks)</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Share of the time the device had a request in flight (util)</source>
        <translation>デバイスに処理中の要求があった時間の割合 (util)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Requests in flight on average: in_queue over the measured time</source>
        <translation>平均の処理中要求数: in_queue を計測時間で割ったもの</translation>
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
            <numerusform>点 %1: %2 · %3 · 読み取り %4% · QD %5 × %n ジョブ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the mean mixes regimes: sustained level %2 IOPS</source>
        <translation>%1。平均は複数の段階を含みます: 持続レベル %2 IOPS</translation>
    </message>
    <message>
        <source>Regimes:</source>
        <translation>段階:</translation>
    </message>
    <message numerus="yes">
        <source>On its %n target(s)</source>
        <translation>
            <numerusform>%n 個のターゲット</numerusform>
        </translation>
    </message>
    <message>
        <source>How the I/O split over the targets is not known: fio reports the jobs of a host together.</source>
        <translation>ターゲットへの I/O の配分は不明です: fio は 1 つのホストのジョブをまとめて報告します。</translation>
    </message>
    <message>
        <source>This point wrote nothing: its bandwidth has no GiB written to be drawn against</source>
        <translation>この点は何も書き込んでいません：帯域幅を書き込み GiB に対して描けません</translation>
    </message>
</context>
<context>
    <name>surfio::PointsChart</name>
    <message>
        <source>random read</source>
        <translation>ランダム読み込み</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>シーケンシャル読み込み</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>ランダム書き込み</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>シーケンシャル書き込み</translation>
    </message>
    <message>
        <source>random, %1 % read</source>
        <translation>ランダム、読み込み %1 %</translation>
    </message>
    <message>
        <source>sequential, %1 % read</source>
        <translation>シーケンシャル、読み込み %1 %</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n ジョブ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PresetPicker</name>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>1 ラウンド %Ln ポイント</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own preset, in %1</source>
        <translation>独自のプリセット (%1 内)</translation>
    </message>
    <message>
        <source>A matrix from published test methods, or one of your own; it replaces the matrix below, the targets stay</source>
        <translation>公開されたテスト手法によるマトリクス、または独自のもの。下のマトリクスを置き換えます (ターゲットはそのまま)</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>プリセットとして保存…</translation>
    </message>
    <message>
        <source>Keep the matrix below as a preset of your own</source>
        <translation>下のマトリクスを独自のプリセットとして保存</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>プリセットを選択…</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <comment>an own preset in the list</comment>
        <translation>%1 (独自)</translation>
    </message>
    <message>
        <source>Give the preset a name: letters, digits, “-”, “_” and “.”, e.g. my-ssd</source>
        <translation>プリセット名を指定してください: 英字、数字、「-」、「_」、「.」が使えます (例: my-ssd)</translation>
    </message>
    <message>
        <source>“%1” cannot be a preset&apos;s name: use letters, digits, “-”, “_” and “.”, not first, e.g. my-ssd</source>
        <translation>「%1」はプリセット名にできません: 英字、数字、「-」、「_」、「.」を使い、記号を先頭にしないでください (例: my-ssd)</translation>
    </message>
    <message numerus="yes">
        <source>The name is longer than %n character(s): shorten it</source>
        <translation>
            <numerusform>名前が %n 文字を超えています: 短くしてください</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is a built-in preset&apos;s name: choose another</source>
        <translation>「%1」は組み込みプリセットの名前です: 別の名前を選んでください</translation>
    </message>
    <message>
        <source>There is no matrix to save</source>
        <translation>保存するマトリクスがありません</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”</source>
        <translation>「%1」という名前のプリセットはすでにあります</translation>
    </message>
    <message>
        <source>Save as Preset</source>
        <translation>プリセットとして保存</translation>
    </message>
    <message>
        <source>e.g. my-ssd</source>
        <translation>例: my-ssd</translation>
    </message>
    <message>
        <source>The file name, and what surfio run --preset= takes</source>
        <translation>ファイル名。surfio run --preset= に指定する名前です</translation>
    </message>
    <message>
        <source>e.g. My SSD, before and after the firmware update</source>
        <translation>例: 手元の SSD、ファームウェア更新の前後</translation>
    </message>
    <message>
        <source>What it measures and where its parameters come from</source>
        <translation>何を測定するか、パラメータの出典</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>説明(&amp;D):</translation>
    </message>
    <message>
        <source>Preset Not Saved</source>
        <translation>プリセットは保存されていません</translation>
    </message>
    <message>
        <source>Replace Preset</source>
        <translation>プリセットを置き換え</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”. Replace it?</source>
        <translation>「%1」という名前のプリセットはすでにあります。置き換えますか?</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln 点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) · %3</source>
        <translation>%1 (%2) · %3</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>約 %1</translation>
    </message>
    <message>
        <source>%1 (%2) · %3 · %4</source>
        <translation>%1 (%2) · %3 · %4</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>プリセット(&amp;P):</translation>
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
        <translation>ターゲットにランダムデータを書き込んで準備中: %1%</translation>
    </message>
    <message>
        <source>Preconditioning: writing the region twice with 128 KiB sequential writes: %1%</source>
        <translation>プリコンディショニング: 領域を 128 KiB シーケンシャル書き込みで 2 回書き込み中: %1%</translation>
    </message>
    <message>
        <source>Round %1 (at most %2)</source>
        <translation>ラウンド %1 (最大 %2)</translation>
    </message>
    <message>
        <source>Point %1/%2</source>
        <translation>ポイント %1/%2</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>読み込み %1 %</translation>
    </message>
    <message>
        <source>trial %1/%2</source>
        <translation>試行 %1/%2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>経過 %1</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>残り約 %1</translation>
    </message>
</context>
<context>
    <name>surfio::Provenance</name>
    <message>
        <source>%1 per point</source>
        <translation>ポイントあたり %1</translation>
    </message>
    <message>
        <source>%1 per point after %2 of ramp</source>
        <translation>ランプ時間 %2 の後、ポイントあたり %1</translation>
    </message>
    <message>
        <source>%1, rounds until steady state</source>
        <translation>%1、定常状態までラウンドを繰り返し</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n trial(s)</source>
        <translation>
            <numerusform>%1、試行 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>no target</source>
        <translation>ターゲットなし</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>バージョン不明</translation>
    </message>
    <message>
        <source>%1 · engine %2 · %3 · %4 · %5 · Surfio %6</source>
        <translation>%1 · エンジン %2 · %3 · %4 · %5 · Surfio %6</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>ダイレクト I/O</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>バッファード I/O</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · QD %2 × %n job(s)</source>
        <translation>
            <numerusform>%1 · QD %2 × %n ジョブ</numerusform>
        </translation>
    </message>
    <message>
        <source> · at %1 % of the unthrottled IOPS</source>
        <translation> · 無制限時の IOPS の %1 %</translation>
    </message>
    <message>
        <source> · %1 IOPS per job</source>
        <translation> · ジョブあたり %1 IOPS</translation>
    </message>
    <message numerus="yes">
        <source> · %n target(s)</source>
        <translation>
            <numerusform> · %n ターゲット</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::Report</name>
    <message>
        <source>The run failed: %1. The figures are what finished before it did.</source>
        <translation>実行に失敗しました: %1。数値は失敗までに完了した分のものです。</translation>
    </message>
    <message>
        <source>The run was stopped before its end: the figures are of the points that finished.</source>
        <translation>実行は最後まで終わる前に停止されました: 数値は完了したポイントのものです。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>サマリー</translation>
    </message>
    <message numerus="yes">
        <source>%1 measured %n point(s) of %2 planned on %3.</source>
        <translation>
            <numerusform>%1 は %3 で、予定した %2 ポイントのうち %n ポイントを測定しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>This run</source>
        <translation>この実行</translation>
    </message>
    <message>
        <source>Limits, %1: %2</source>
        <translation>上限、%1: %2</translation>
    </message>
    <message>
        <source>Load, %1: %2</source>
        <translation>負荷、%1: %2</translation>
    </message>
    <message>
        <source>Regimes, point %1 trial %2: %3</source>
        <translation>段階、ポイント %1、試行 %2: %3</translation>
    </message>
    <message>
        <source>First run, point %1: %2</source>
        <translation>初回の実行、ポイント %1: %2</translation>
    </message>
    <message>
        <source>The analysis found no limit, regime change or knee: it needs points that differ in block size alone (limits), in queue depth or rate alone (the knee), or runs whose rate changed on the way (regimes).</source>
        <translation>分析では上限、段階の変化、屈曲点のいずれも見つかりませんでした: ブロックサイズだけが異なるポイント (上限)、キュー深度またはレートだけが異なるポイント (屈曲点)、または途中でレートが変化した実行 (段階) が必要です。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>%1 · IOPS surface</source>
        <translation>%1 · IOPS サーフェス</translation>
    </message>
    <message>
        <source>%1 · IOPS by block size</source>
        <translation>%1 · ブロックサイズ別の IOPS</translation>
    </message>
    <message>
        <source>%1 · MB/s by block size</source>
        <translation>%1 · ブロックサイズ別の MB/s</translation>
    </message>
    <message>
        <source>%1 · p99 latency</source>
        <translation>%1 · p99 レイテンシ</translation>
    </message>
    <message>
        <source>Charts are drawn for the first %1 slices; the table has every point.</source>
        <translation>グラフは最初の %1 スライスについてのみ描画しています。表にはすべてのポイントがあります。</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) alone in their slice (one pattern, depth and job count) have no chart: the table has their figures.</source>
        <translation>
            <numerusform>スライス (パターン、深さ、ジョブ数の組み合わせ) に 1 つしかない %n ポイントにはグラフがありません: 数値は表にあります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>One row per point: the mean over its runs that count (its trials, or a steady state&apos;s window). IOPS and MB/s count reads and writes together; latency is over every I/O.</source>
        <translation>1 行に 1 ポイント: 集計対象の実行 (試行、または定常状態のウィンドウ) の平均です。IOPS と MB/s は読み込みと書き込みの合計で、レイテンシはすべての I/O が対象です。</translation>
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
        <translation>読み込み %</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>ジョブ数</translation>
    </message>
    <message>
        <source>rate_iops</source>
        <translation>rate_iops</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行回数</translation>
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
        <translation>平均レイテンシ</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 レイテンシ</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>see Flagged points</source>
        <translation>「フラグ付きのポイント」を参照</translation>
    </message>
    <message>
        <source>unstable: its IOPS vary by %1 % (CV) over %2 runs, more than %3 %; the mean says little about what one run gives</source>
        <translation>不安定: %2 回の実行で IOPS が %1 % (CV) ばらついており、%3 % を超えています。平均値は 1 回の実行の結果をあまり表していません</translation>
    </message>
    <message>
        <source>mixed regimes in trial %1: %2</source>
        <translation>試行 %1 に複数の段階: %2</translation>
    </message>
    <message>
        <source>run %1 failed: %2</source>
        <translation>実行 %1 は失敗しました: %2</translation>
    </message>
    <message>
        <source>run %1 was stopped early: its figures are what finished</source>
        <translation>実行 %1 は途中で停止しました: 数値は完了した分のものです</translation>
    </message>
    <message>
        <source>Flagged points</source>
        <translation>フラグ付きのポイント</translation>
    </message>
    <message>
        <source>Point %1: %2 %3, %4 % read, QD %5 × %6</source>
        <translation>ポイント %1: %2 %3、読み込み %4 %、QD %5 × %6</translation>
    </message>
    <message>
        <source>No point is flagged: none is unstable between its runs, holds more than one regime, ran slower or faster on its first trial, or drew a warning from its devices or CPU.</source>
        <translation>フラグ付きのポイントはありません: 実行間で不安定なもの、複数の段階を含むもの、最初の試行だけ遅いまたは速いもの、デバイスや CPU から警告を受けたものはありません。</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points matched on %1. %2</source>
        <translation>ポイントは %1 で照合しています。%2</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1: verdict</source>
        <translation>%1: 判定</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>測定なし</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: measured by %2, not by %3</source>
        <translation>%1: %2 では測定、%3 では未測定</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Points not every run has (not compared):</source>
        <translation>一部の実行にしかないポイント (比較対象外):</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) that the keys leave alike within one run were not compared: match on more keys to tell them apart.</source>
        <translation>
            <numerusform>同じ実行内でキーによって区別できない %n ポイントは比較していません: 区別するには照合に使うキーを増やしてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n core(s)</source>
        <translation>
            <numerusform>%1、%n コア</numerusform>
        </translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始日時</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Surfio %1, liburing %2, Qt %3</source>
        <translation>Surfio %1、liburing %2、Qt %3</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>開いたファイル</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>領域</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 (オフセット %2)</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>論理 %1 B、物理 %2 B</translation>
    </message>
    <message>
        <source>Direct I/O alignment</source>
        <translation>ダイレクト I/O のアライメント</translation>
    </message>
    <message>
        <source>%1 B offsets, %2 B memory, from %3</source>
        <translation>オフセット %1 B、メモリ %2 B (%3 による)</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>来歴</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>How it was measured</source>
        <translation>測定条件</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>ターゲット %1</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>The fio job file that reproduces the run</source>
        <translation>実行を再現する fio のジョブファイル</translation>
    </message>
    <message>
        <source>Run it with fio JOBFILE, or make it again with surfio export-fio. It gives the same workload, not the same figures: fio&apos;s engine is not Surfio&apos;s.</source>
        <translation>fio JOBFILE で実行するか、surfio export-fio で作り直せます。負荷は同じですが、数値は同じになりません: fio のエンジンは Surfio のエンジンとは別物です。</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>この実行</translation>
    </message>
    <message>
        <source>Surfio report: %1</source>
        <translation>Surfio レポート: %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
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
        <translation>%1 に書き込めません: PDF を描画できませんでした</translation>
    </message>
    <message>
        <source>Host, %1: %2</source>
        <translation>ホスト、%1: %2</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>約束 %1: %2</translation>
    </message>
</context>
<context>
    <name>surfio::ResultViews</name>
    <message>
        <source>there is no point to show</source>
        <translation>表示するポイントがありません</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsModel</name>
    <message numerus="yes">
        <source>Unstable (CV &gt; %1 %): the IOPS of its %n run(s) vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</source>
        <translation>
            <numerusform>不安定 (CV &gt; %1 %): %n 回の実行の IOPS が %2 % ばらついています (%3 から %4)。試行回数を増やすか実行時間を延ばすと安定する場合があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before its runtime ended: the figures cover %1 s</source>
        <translation>実行時間の終了前に停止: 数値は %1 s 分です</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: percentiles are known for all hosts together</source>
        <translation>fio のクライアントモードではホストごとの平均レイテンシしか得られません: パーセンタイルは全ホスト合計でのみ分かります</translation>
    </message>
    <message>
        <source>A mix of block sizes (fio&apos;s bssplit): size/percent of the I/Os</source>
        <translation>ブロックサイズの混合 (fio の bssplit): サイズ/I/O の割合</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (停止)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 % unstable</source>
        <translation>%1 % 不安定</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Runs counted for the point: its trials, or the rounds of the steady-state window. Every figure is the mean over them.</source>
        <translation>ポイントで集計した実行: 試行、または定常状態ウィンドウのラウンド。各数値はそれらの平均です。</translation>
    </message>
    <message>
        <source>Standard deviation of the IOPS over the counted runs (sample, n − 1)</source>
        <translation>集計した実行の IOPS の標準偏差 (標本、n − 1)</translation>
    </message>
    <message>
        <source>Coefficient of variation: standard deviation / mean. Above %1 % the point is unstable.</source>
        <translation>変動係数: 標準偏差 / 平均。%1 % を超えるとポイントは不安定とみなされます。</translation>
    </message>
    <message>
        <source>The lowest IOPS of a counted run</source>
        <translation>集計した実行のうち最小の IOPS</translation>
    </message>
    <message>
        <source>The highest IOPS of a counted run</source>
        <translation>集計した実行のうち最大の IOPS</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>パターン</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>QD</source>
        <translation>QD</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>ジョブ数</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行回数</translation>
    </message>
    <message>
        <source>Total IOPS</source>
        <translation>合計 IOPS</translation>
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
        <translation>最小 IOPS</translation>
    </message>
    <message>
        <source>Max IOPS</source>
        <translation>最大 IOPS</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>読み込み IOPS</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>読み込み MB/s</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>読み込み平均</translation>
    </message>
    <message>
        <source>Read p50</source>
        <translation>読み込み p50</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>読み込み p99</translation>
    </message>
    <message>
        <source>Read p99.9</source>
        <translation>読み込み p99.9</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>書き込み IOPS</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>書き込み MB/s</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>書き込み平均</translation>
    </message>
    <message>
        <source>Write p50</source>
        <translation>書き込み p50</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>書き込み p99</translation>
    </message>
    <message>
        <source>Write p99.9</source>
        <translation>書き込み p99.9</translation>
    </message>
    <message>
        <source>Verify (crc32c): %1</source>
        <translation>検証 (crc32c): %1</translation>
    </message>
    <message>
        <source>%1: %2 in flight on average, util %3 %, %4 reads and %5 writes completed</source>
        <translation>%1: 平均 %2 件処理中、使用率 %3 %、読み取り %4 件と書き込み %5 件を完了</translation>
    </message>
    <message>
        <source>The worker threads&apos; CPU: %1 % user and %2 % system on average (fio&apos;s usr_cpu and sys_cpu), %3 context switches; the busiest thread %4 %</source>
        <translation>ワーカースレッドの CPU: 平均でユーザー %1 %、システム %2 % (fio の usr_cpu と sys_cpu)、コンテキストスイッチ %3 回。最も使用したスレッドは %4 %</translation>
    </message>
    <message>
        <source>Devices: %1</source>
        <translation>デバイス: %1</translation>
    </message>
    <message>
        <source>CPU the worker threads used, user and system: their mean, as fio&apos;s usr_cpu + sys_cpu. Near 100 %, the load generator may be the limit.</source>
        <translation>ワーカースレッドが使用した CPU (ユーザーとシステム): その平均で、fio の usr_cpu + sys_cpu と同じです。100 % 近くでは負荷生成側が限界かもしれません。</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Reads and writes, the mean over the counted runs; bold where it is the point&apos;s headline figure (random I/O of blocks under 128 KiB)</source>
        <translation>読み込みと書き込み、数えた実行の平均。ポイントの主要な数値である場合は太字(128 KiB 未満のブロックのランダム I/O)</translation>
    </message>
    <message>
        <source>Reads and writes in MB/s (10⁶ bytes), the mean over the counted runs; bold where it is the point&apos;s headline figure (sequential, or blocks of 128 KiB and more)</source>
        <translation>読み込みと書き込みの MB/s(10⁶ バイト)、数えた実行の平均。ポイントの主要な数値である場合は太字(シーケンシャル、または 128 KiB 以上のブロック)</translation>
    </message>
    <message>
        <source>Total MB/s</source>
        <translation>合計 MB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>帯域幅</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>どちらでもない</translation>
    </message>
    <message>
        <source>No limits fitted: that needs this point&apos;s pattern, mix, queue depth and jobs measured at %1 block sizes or more</source>
        <translation>上限は求められていません: このポイントのパターン、読み書き比率、キュー深度、ジョブ数で %1 種類以上のブロックサイズを測定する必要があります</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them</source>
        <translation>上限はすべてのホストをまとめて求めています: 表示するにはすべてのホストを選択してください</translation>
    </message>
    <message>
        <source>Bound by: %1
Limits of %2: %3</source>
        <translation>律速要因: %1
%2 の上限: %3</translation>
    </message>
    <message>
        <source>Regimes: %1</source>
        <translation>段階: %1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>ラウンド %1: %2</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>試行 %1: %2</translation>
    </message>
    <message>
        <source>The mean mixes regimes; sustained level %1 IOPS</source>
        <translation>平均は複数の段階を含みます。持続レベル %1 IOPS</translation>
    </message>
    <message>
        <source>First trial out of line: %1</source>
        <translation>最初の試行が外れ値: %1</translation>
    </message>
    <message>
        <source>What held the point back, read from the limits fitted to the points that differ from it only in block size: the IOPS limit, the bandwidth limit, or neither (then latency or queue depth is the limit)</source>
        <translation>ポイントの律速要因。ブロックサイズだけが異なるポイントに当てはめた上限から判定します: IOPS 上限、帯域幅上限、またはどちらでもない (その場合はレイテンシかキュー深度が制約)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>律速</translation>
    </message>
    <message>
        <source>How many targets the point ran on: the first of those given (--target-count); the detail below the table has each one&apos;s own figures</source>
        <translation>ポイントを実行したターゲット数: 指定したものの先頭から (--target-count)。表の下の詳細に各ターゲット自身の値があります</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>ターゲット</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsTable</name>
    <message>
        <source>Default columns</source>
        <translation>既定の列</translation>
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
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>読み込み %1 %</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>読み込み %</translation>
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
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>読み込み %</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceGuide</name>
    <message>
        <source>How to read the surface</source>
        <translation>サーフェスの見方</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The surface&lt;/h3&gt;&lt;p&gt;Each point of the matrix is one spot on the surface. Across: the &lt;b&gt;block size&lt;/b&gt;, on a logarithmic scale (4 KiB, 8 KiB, 16 KiB … each step doubles). Into the picture: the &lt;b&gt;read share&lt;/b&gt;, from 0 % (all writes) to 100 % (all reads). Up: the &lt;b&gt;metric&lt;/b&gt; chosen above the surface. A split of block sizes (bssplit) gets a column of its own, named on the axis.&lt;/p&gt;&lt;h3&gt;The metrics&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: I/Os completed per second, reads and writes together. &lt;b&gt;MB/s&lt;/b&gt;: bytes per second; large blocks give few IOPS but many MB/s. &lt;b&gt;Mean latency&lt;/b&gt; and &lt;b&gt;p99 latency&lt;/b&gt;: the time from just before an I/O is submitted until its completion is reaped, over every I/O of the point; p99 is the time 99 % of the I/Os stay under.&lt;/p&gt;&lt;h3&gt;Colours and slices&lt;/h3&gt;&lt;p&gt;The colour follows the height, from zero to the top of the scale; the colour scale beside the surface gives the metric, its unit and its values. A matrix with several patterns, queue depths or job counts has one surface each: choose it with the slice selector. Without OpenGL the surface is a heat map: rows are read %, columns block sizes.&lt;/p&gt;&lt;h3&gt;Several runs of a point&lt;/h3&gt;&lt;p&gt;With trials or steady-state rounds, a point&apos;s height is the mean of its runs; the Results tab gives the spread (standard deviation and CV) and marks a point whose CV is over 10 % as unstable. With fio hosts, the surface shows the sum of the hosts or one host&apos;s share.&lt;/p&gt;&lt;h3&gt;How it was measured&lt;/h3&gt;&lt;p&gt;Direct I/O by default, on a region laid out with incompressible data before any read; the Results tab and each point&apos;s details say which engine ran (io_uring and its ring flags, psync, or fio and its version), on which target and kernel. Click a point to read its figures below the surface; double-click it for its details: time series and latency histogram.&lt;/p&gt;&lt;h3&gt;One point, one line&lt;/h3&gt;&lt;p&gt;A matrix with one block size and one read mix is a single point: the surface says so and gives its figures. With only one of the two varying, the surface is a line chart.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;サーフェス&lt;/h3&gt;&lt;p&gt;マトリクスの各ポイントがサーフェス上の 1 点になります。横方向は&lt;b&gt;ブロックサイズ&lt;/b&gt;で、対数目盛です (4 KiB、8 KiB、16 KiB … 1 目盛ごとに 2 倍)。奥行き方向は&lt;b&gt;読み込みの割合&lt;/b&gt;で、0 % (すべて書き込み) から 100 % (すべて読み込み) までです。高さはサーフェスの上で選んだ&lt;b&gt;指標&lt;/b&gt;です。ブロックサイズの配分 (bssplit) は専用の列になり、軸にその名前が表示されます。&lt;/p&gt;&lt;h3&gt;指標&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: 1 秒あたりに完了した I/O 数 (読み込みと書き込みの合計)。&lt;b&gt;MB/s&lt;/b&gt;: 1 秒あたりのバイト数。大きなブロックでは IOPS は少なくても MB/s は大きくなります。&lt;b&gt;平均レイテンシ&lt;/b&gt;と &lt;b&gt;p99 レイテンシ&lt;/b&gt;: I/O を発行する直前から完了を回収するまでの時間で、ポイントのすべての I/O が対象です。p99 は I/O の 99 % が収まる時間です。&lt;/p&gt;&lt;h3&gt;色とスライス&lt;/h3&gt;&lt;p&gt;色は高さに対応し、0 から目盛りの上端までを表します。サーフェスの横のカラースケールに、指標とその単位、値が示されます。複数のパターン、キュー深度、ジョブ数を含むマトリクスでは、それぞれにサーフェスがあります。スライスの選択で切り替えてください。OpenGL が使えない場合、サーフェスはヒートマップになります: 行は読み込み %、列はブロックサイズです。&lt;/p&gt;&lt;h3&gt;ポイントの複数回の実行&lt;/h3&gt;&lt;p&gt;試行や定常状態のラウンドがある場合、ポイントの高さはその実行の平均です。結果タブにはばらつき (標準偏差と CV) が表示され、CV が 10 % を超えるポイントは不安定として示されます。fio ホストを使う場合、サーフェスにはホストの合計か、1 つのホストの分が表示されます。&lt;/p&gt;&lt;h3&gt;測定方法&lt;/h3&gt;&lt;p&gt;既定ではダイレクト I/O で、読み込みの前に圧縮できないデータで準備した領域に対して測定します。結果タブと各ポイントの詳細には、どのエンジン (io_uring とそのリングフラグ、psync、または fio とそのバージョン) が、どのターゲットとカーネルで実行したかが示されます。ポイントをクリックするとサーフェスの下にその数値が表示され、ダブルクリックすると詳細 (時系列とレイテンシのヒストグラム) を開きます。&lt;/p&gt;&lt;h3&gt;1 点、1 本の線&lt;/h3&gt;&lt;p&gt;ブロックサイズと読み込み比率がそれぞれ 1 つだけのマトリクスは 1 点だけです: サーフェスの代わりにそのことと数値を表示します。どちらか一方だけが変わる場合、サーフェスは折れ線グラフになります。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Limits&lt;/h3&gt;&lt;p&gt;A read mix measured at three block sizes or more is read for the volume&apos;s two limits, as a capped cloud volume has them: an IOPS limit I and a bandwidth limit B, so IOPS(bs) = min(I, B / bs). The line under the surface says, for each mix, what the points reached and from which block size (the crossover, B / I) bandwidth rather than IOPS holds them back. &lt;b&gt;Limits roof&lt;/b&gt; draws that roof as a red net over the surface (as a dashed line on a chart): points under it were held back by neither limit, but by latency or queue depth. For latency, a red wall marks the crossover instead. The Results tab says per point what bound it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;上限&lt;/h3&gt;&lt;p&gt;3 種類以上のブロックサイズで測定した読み込み比率からは、上限付きのクラウドボリュームと同じく、ボリュームの 2 つの上限を求めます: IOPS 上限 I と帯域幅上限 B で、IOPS(bs) = min(I, B / bs) となります。サーフェスの下の行には、読み込み比率ごとに、ポイントが到達した値と、どのブロックサイズから (クロスオーバー、B / I) IOPS ではなく帯域幅が律速になるかを示します。&lt;b&gt;上限ルーフ&lt;/b&gt;はそのルーフをサーフェスの上に赤い網として描きます (グラフでは破線)。その下にあるポイントはどちらの上限でもなく、レイテンシかキュー深度に律速されています。レイテンシでは、代わりに赤い壁がクロスオーバーを示します。結果タブには、ポイントごとに何が律速したかが表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What was promised&lt;/h3&gt;&lt;p&gt;When the run was told what the volume is (&lt;b&gt;This volume is…&lt;/b&gt; in Setup, or &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Promised roof&lt;/b&gt; draws what the provider promises for it: a dark net over the surface (a dash-dotted line on a chart), at the promised IOPS up to the block size where the promised bandwidth takes over, with larger I/Os counted in the provider&apos;s unit. Where the fitted roof sits under it, the volume gives less than was paid for; the lines under the surface and the Results tab say met, below, above or not reached for each limit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;約束されたもの&lt;/h3&gt;&lt;p&gt;ボリュームが何かを実行に伝えたとき（セットアップの&lt;b&gt;このボリュームは…&lt;/b&gt;、または &lt;code&gt;--volume&lt;/code&gt;）、&lt;b&gt;約束ルーフ&lt;/b&gt;はプロバイダーがそのボリュームに約束する性能を描きます。サーフェスの上の暗い網（グラフでは一点鎖線）で、約束された帯域が優先になるブロックサイズまでは約束された IOPS、大きな I/O はプロバイダーの単位で数えます。当てはめたルーフがその下にあれば、ボリュームは支払った分を出していません。サーフェスの下の行と結果タブが、各上限について達成・未達・超過・届かずを示します。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>表示するパターン、キュー深度、ジョブ数</translation>
    </message>
    <message>
        <source>Iso</source>
        <translation>等角</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>正面</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>側面</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上面</translation>
    </message>
    <message>
        <source>Back to the iso view at the first zoom, centred</source>
        <translation>最初のズームで中央に配置した等角ビューに戻します</translation>
    </message>
    <message>
        <source>No points yet: run a matrix or open a saved run.</source>
        <translation>まだポイントがありません: マトリクスを実行するか、保存した実行を開いてください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s)</source>
        <translation>
            <numerusform>%1 / %Ln ポイント</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.</source>
        <translation>
            <numerusform>%Ln ポイント中 %1 ポイントを測定済み。サーフェスにはこれまでに測定した行と列を表示します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.</source>
        <translation>
            <numerusform>%Ln ポイント中 %1 ポイントを測定済み。測定済みのポイントが 2 × 2 の格子になるとサーフェスが表示されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 / %Ln ポイント。OpenGL が使えないため、サーフェスを表で表示しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%Ln ポイント中 %1 ポイントを測定済み。空欄のセルはまだ測定されていません。OpenGL が使えないため、サーフェスを表で表示しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the chart shows those.</source>
        <translation>
            <numerusform>%Ln ポイント中 %1 ポイントを測定済み。グラフにはそれらを表示します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1: %2, %3 % read: %4 (mean of %Ln run(s))</source>
        <translation>
            <numerusform>#%1: %2、読み込み %3 %: %4 (%Ln 回の実行の平均)</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: %4</source>
        <translation>#%1: %2、読み込み %3 %: %4</translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: not measured yet</source>
        <translation>#%1: %2、読み込み %3 %: 未測定</translation>
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
        <translation>ここで変わるのはブロックサイズだけなので、その折れ線です: サーフェスには読み込み % も 2 つ以上必要です。</translation>
    </message>
    <message>
        <source>Only the read mix varies here, so this is its line: a surface also needs two block sizes or more.</source>
        <translation>ここで変わるのは読み込み比率だけなので、その折れ線です: サーフェスにはブロックサイズも 2 つ以上必要です。</translation>
    </message>
    <message>
        <source>Click a point to read its figures; double-click it for its details.</source>
        <translation>ポイントをクリックすると数値を表示し、ダブルクリックすると詳細を開きます。</translation>
    </message>
    <message>
        <source>Draw the limits fitted to each read mix over its points: IOPS(bs) = min(I, B / bs), the most a volume capped at I IOPS and B bytes a second serves (in MB/s for MB/s). Latency has no roof: a wall marks the crossover block size B / I instead.</source>
        <translation>読み込み比率ごとに求めた上限をそのポイントの上に描きます: IOPS(bs) = min(I, B / bs) は、I IOPS と毎秒 B バイトに制限されたボリュームが処理できる最大値です (指標が MB/s なら MB/s で表示)。レイテンシにはルーフがなく、代わりに壁がクロスオーバーのブロックサイズ B / I を示します。</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them.</source>
        <translation>上限はすべてのホストをまとめて求めています: 表示するにはすべてのホストを選択してください。</translation>
    </message>
    <message>
        <source>No limits fitted here: a roof needs a read mix measured at %1 block sizes or more.</source>
        <translation>ここでは上限を求められません: ルーフには %1 種類以上のブロックサイズで測定した読み込み比率が必要です。</translation>
    </message>
    <message>
        <source>No limit reached here: the points reached neither an IOPS nor a bandwidth limit (the line under the chart says up to what).</source>
        <translation>ここでは上限に達していません: ポイントは IOPS 上限にも帯域幅上限にも達していません (どこまで達したかはグラフの下の行に表示されます)。</translation>
    </message>
    <message>
        <source>No OpenGL here: the table cannot show the roof.</source>
        <translation>ここでは OpenGL が使えません: 表ではルーフを表示できません。</translation>
    </message>
    <message>
        <source>%1 % read: %2</source>
        <translation>読み込み %1 %: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more mix(es): hover here for every one</source>
        <translation>
            <numerusform>… ほか %n 件の読み込み比率: ここにマウスを重ねるとすべて表示します</numerusform>
        </translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>指標(&amp;C):</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>スライス(&amp;L):</translation>
    </message>
    <message>
        <source>Vie&amp;w:</source>
        <translation>視点(&amp;W):</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>視点をリセット</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>上限ルーフ</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>約束 %1: %2</translation>
    </message>
    <message>
        <source>Promised roof</source>
        <translation>約束ルーフ</translation>
    </message>
    <message>
        <source>Draw what %1 promises at each block size: its IOPS (counted in the provider&apos;s I/O unit) up to its bandwidth, the most the volume paid for serves.</source>
        <translation>%1 が各ブロックサイズで約束するものを描きます: その IOPS (プロバイダーの I/O 単位で数えたもの) を帯域幅まで。支払ったボリュームが提供する最大値です。</translation>
    </message>
    <message numerus="yes">
        <source>The promise is one volume&apos;s: this slice ran on %n target(s) together.</source>
        <translation>
            <numerusform>約束は 1 つのボリュームのものです: このスライスは %n 個のターゲットで同時に実行されました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The promise is of IOPS and bandwidth: latency has no promised roof.</source>
        <translation>約束は IOPS と帯域幅についてのものです: レイテンシには約束ルーフがありません。</translation>
    </message>
    <message>
        <source>The promised roof is over block size: this slice has one block size.</source>
        <translation>約束ルーフはブロックサイズに沿って描かれます: このスライスにはブロックサイズが 1 つしかありません。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more verdict(s) against the promise: hover here for every one</source>
        <translation>
            <numerusform>… ほかに約束に対する判定が %n 件: すべてを見るにはここにポインタを置いてください</numerusform>
        </translation>
    </message>
    <message>
        <source>Promised %1, %2: %3</source>
        <translation>約束 %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s).</source>
        <translation>
            <numerusform>%1 / %Ln ポイント。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::TargetCard</name>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove %1 from the targets</source>
        <translation>%1 をターゲットから削除</translation>
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
        <translation>fio ホスト %1 上</translation>
    </message>
    <message>
        <source>The target&apos;s share of the point&apos;s IOPS, reads and writes</source>
        <translation>ポイントの IOPS (読み込みと書き込み) に占めるこのターゲットの割合</translation>
    </message>
    <message>
        <source>The mean over the target&apos;s workers, each weighed by its I/Os (percentiles are of the point only)</source>
        <translation>ターゲットのワーカーの平均。各ワーカーを I/O 数で重み付けします (パーセンタイルはポイント全体のみ)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>読み込み IOPS</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>読み込み MB/s</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>読み込み平均</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>書き込み IOPS</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>書き込み MB/s</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>書き込み平均</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>割合</translation>
    </message>
</context>
<context>
    <name>surfio::TargetPanel</name>
    <message>
        <source>A file, a directory ending in “/” or a block device, as the fio hosts see it</source>
        <translation>fio ホストから見たファイル、「/」で終わるディレクトリ、またはブロックデバイス</translation>
    </message>
    <message>
        <source>Lists the block devices again and looks at every target anew</source>
        <translation>ブロックデバイスを一覧し直し、すべてのターゲットを調べ直します</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Allow writing to block devices</source>
        <translation>ブロックデバイスへの書き込みを許可</translation>
    </message>
    <message>
        <source>Points that write destroy the data on the chosen devices (--allow-write-device). Mounted or busy devices are never written to.</source>
        <translation>書き込むポイントは、選んだデバイスのデータを破壊します (--allow-write-device)。マウント中または使用中のデバイスには書き込みません。</translation>
    </message>
    <message>
        <source>even over a filesystem signature</source>
        <translation>ファイルシステムのシグネチャがあっても書き込む</translation>
    </message>
    <message>
        <source>Also write to devices that carry a filesystem, RAID or partition-table signature (--force)</source>
        <translation>ファイルシステム、RAID、パーティションテーブルのシグネチャがあるデバイスにも書き込みます (--force)</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>ブロックデバイス</translation>
    </message>
    <message>
        <source>Inspecting the targets…</source>
        <translation>ターゲットを調査中…</translation>
    </message>
    <message>
        <source>No target chosen: add a directory or a file, or tick a block device.</source>
        <translation>ターゲットが選ばれていません: ディレクトリかファイルを追加するか、ブロックデバイスにチェックを入れてください。</translation>
    </message>
    <message>
        <source>Cannot write to %1</source>
        <translation>%1 に書き込めません</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1 on the fio hosts, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go on every host, or choose points that only read.</source>
        <translation>マトリクスには書き込みがあり、書き込むと fio ホスト上の %1 のデータが破壊されるため、「%2」にチェックが入っていない限り Surfio は書き込みません。

どのホストでも %1 のデータが失われてよい場合はチェックを入れてください。そうでなければ、読み込みだけのポイントを選んでください。</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go, or choose points that only read.</source>
        <translation>マトリクスには書き込みがあり、書き込むと %1 のデータが破壊されるため、「%2」にチェックが入っていない限り Surfio は書き込みません。

%1 のデータが失われてよい場合はチェックを入れてください。そうでなければ、読み込みだけのポイントを選んでください。</translation>
    </message>
    <message>
        <source>Surfio will not write to %1:

%2</source>
        <translation>Surfio は %1 に書き込みません:

%2</translation>
    </message>
    <message>
        <source>Tick &quot;%1&quot; to write over it anyway.</source>
        <translation>それでも上書きするには「%1」にチェックを入れてください。</translation>
    </message>
    <message>
        <source>Directory for the scratch file</source>
        <translation>一時ファイル用のディレクトリ</translation>
    </message>
    <message>
        <source>Target file (existing or new)</source>
        <translation>ターゲットファイル (既存または新規)</translation>
    </message>
    <message>
        <source>Path on the fio hosts</source>
        <translation>fio ホスト上のパス</translation>
    </message>
    <message>
        <source>A file, a directory ending in “/” (fio makes a scratch file there) or a block device, as the hosts see it:</source>
        <translation>fio ホストから見たファイル、「/」で終わるディレクトリ (fio がそこに一時ファイルを作成)、またはブロックデバイス:</translation>
    </message>
    <message>
        <source>This machine&apos;s devices: the targets are on the fio hosts, so add a device there with “%1”</source>
        <translation>このマシンのデバイスです。ターゲットは fio ホスト上にあるため、デバイスは「%1」で追加してください</translation>
    </message>
    <message>
        <source>No target chosen yet: use a directory or a file, or tick block devices below.</source>
        <translation>ターゲットが未選択です: ディレクトリかファイルを使うか、下のブロックデバイスにチェックを入れてください。</translation>
    </message>
    <message>
        <source>Use a &amp;directory…</source>
        <translation>ディレクトリを使う(&amp;D)…</translation>
    </message>
    <message>
        <source>Runs on a scratch file made in the directory and removed afterwards; it replaces the targets (the arrow adds one instead)</source>
        <translation>ディレクトリ内に作って後で削除する一時ファイルで実行します。ターゲットを置き換えます(矢印からは追加できます)</translation>
    </message>
    <message>
        <source>Add a directory as another target…</source>
        <translation>ディレクトリを別のターゲットとして追加…</translation>
    </message>
    <message>
        <source>Runs on a file, existing or to be created; it replaces the targets (the arrow adds one instead)</source>
        <translation>既存または新規のファイルで実行します。ターゲットを置き換えます(矢印からは追加できます)</translation>
    </message>
    <message>
        <source>Add a file as another target…</source>
        <translation>ファイルを別のターゲットとして追加…</translation>
    </message>
    <message>
        <source>&amp;Use a file…</source>
        <translation>ファイルを使う(&amp;U)…</translation>
    </message>
    <message>
        <source>Add a path on the hosts…</source>
        <translation>ホスト上のパスを追加…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Cloud volume</source>
        <translation>クラウドボリューム</translation>
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
        <translation>I/O バッファをリングに一度だけ登録するため、カーネルは I/O ごとにマップしません (fio の fixedbufs。fio の既定値はオフ)。RLIMIT_MEMLOCK に計上されます。制限が低すぎる場合、Surfio のエンジンは登録せずに続行し、その旨を記録します。</translation>
    </message>
    <message>
        <source>The target is registered with the ring once, so the kernel does not look its file up for every I/O (fio&apos;s registerfiles; fio&apos;s default is off)</source>
        <translation>ターゲットをリングに一度だけ登録するため、カーネルは I/O ごとにファイルを引きません (fio の registerfiles。fio の既定値はオフ)</translation>
    </message>
    <message>
        <source>A kernel thread picks up the I/Os as they are queued, so submitting takes no system call, at the cost of a CPU kept busy (fio&apos;s sqthread_poll)</source>
        <translation>カーネルスレッドがキューに入った I/O をすぐに拾うため、投入にシステムコールは要りませんが、CPU を 1 つ占有します (fio の sqthread_poll)</translation>
    </message>
    <message>
        <source>The CPU that polling thread runs on (fio&apos;s sqthread_poll_cpu)</source>
        <translation>そのポーリングスレッドが動く CPU (fio の sqthread_poll_cpu)</translation>
    </message>
    <message>
        <source>on CPU </source>
        <comment>spin box prefix, before a CPU number</comment>
        <translation>CPU </translation>
    </message>
    <message>
        <source>on any CPU</source>
        <translation>任意の CPU</translation>
    </message>
    <message>
        <source>The engine polls the device for completions instead of waiting for its interrupts (fio&apos;s hipri, io_uring&apos;s IOPOLL); needs direct I/O and a device with poll queues</source>
        <translation>エンジンは割り込みを待たずにデバイスの完了をポーリングします (fio の hipri、io_uring の IOPOLL)。ダイレクト I/O とポーリングキューを持つデバイスが必要です</translation>
    </message>
    <message>
        <source>Surfio&apos;s rule</source>
        <translation>Surfio のルール</translation>
    </message>
    <message>
        <source>How many completions each wait asks for, at most the queue depth (fio&apos;s iodepth_batch_complete_min)</source>
        <translation>1 回の待機で求める完了の数 (キュー深度まで、fio の iodepth_batch_complete_min)</translation>
    </message>
    <message>
        <source>CPUs &amp;allowed:</source>
        <translation>許可する CPU(&amp;A):</translation>
    </message>
    <message>
        <source>“%1” is not a list of CPUs: give CPU numbers and ranges separated by commas, e.g. 0-3,5, or nothing for any CPU</source>
        <translation>「%1」は CPU のリストではありません: CPU 番号と範囲をカンマ区切りで指定するか (例: 0-3,5)、任意の CPU なら空にしてください</translation>
    </message>
    <message>
        <source>How many I/Os go to the kernel in one submission, at most the queue depth (fio&apos;s iodepth_batch_submit); Surfio&apos;s rule hands the kernel at most two at a time, which keeps the block layer from holding them back as one batch</source>
        <translation>1 回の投入でカーネルに渡す I/O の数 (最大でキュー深度、fio の iodepth_batch_submit)。Surfio の規則では一度に最大 2 個を渡し、ブロック層がそれらを 1 つのバッチとして保留しないようにします</translation>
    </message>
    <message>
        <source>The CPUs the jobs may run on, as fio&apos;s cpus_allowed: numbers and ranges, e.g. 0-3,5; empty for any, except that at a low queue depth on a loop device or a tmpfs file Surfio gives each job a CPU of its own</source>
        <translation>ジョブを実行できる CPU (fio の cpus_allowed と同じ): 番号と範囲、例: 0-3,5。空欄なら任意。ただしループデバイスまたは tmpfs 上のファイルでキュー深度が低いときは、Surfio が各ジョブに専用の CPU を割り当てます</translation>
    </message>
    <message>
        <source>Registered buffers</source>
        <translation>登録済みバッファ</translation>
    </message>
    <message>
        <source>Registered files</source>
        <translation>登録済みファイル</translation>
    </message>
    <message>
        <source>Kernel thread polls submissions</source>
        <translation>カーネルスレッドが投入をポーリング</translation>
    </message>
    <message>
        <source>Polled completions (needs direct I/O)</source>
        <translation>完了をポーリング (ダイレクト I/O が必要)</translation>
    </message>
    <message>
        <source>Submit at once:</source>
        <translation>一度に投入:</translation>
    </message>
    <message>
        <source>Completions per wait:</source>
        <translation>待機ごとの完了数:</translation>
    </message>
</context>
<context>
    <name>surfio::ValueListBox</name>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add the value typed as a checked custom entry</source>
        <translation>入力した値をチェック済みのカスタム項目として追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected custom entry</source>
        <translation>選択したカスタム項目を削除</translation>
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
        <translation>「%1」はサイズではありません: 数値 (k または m の接尾辞可) で指定してください (例: 12k、3m)</translation>
    </message>
    <message>
        <source>“%1” is not a percentage: give a whole number from 0 to 100</source>
        <translation>「%1」はパーセンテージではありません: 0 から 100 の整数を指定してください</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 が %2 から %3 の範囲外です</translation>
    </message>
    <message>
        <source>%1 is more than 100 %</source>
        <translation>%1 が 100 % を超えています</translation>
    </message>
    <message>
        <source>%1 is already in the list</source>
        <translation>%1 はすでにリストにあります</translation>
    </message>
</context>
<context>
    <name>surfio::VolumePicker</name>
    <message>
        <source>Provisioned IOPS:</source>
        <translation>プロビジョニング済み IOPS:</translation>
    </message>
    <message>
        <source>Provisioned throughput:</source>
        <translation>プロビジョニング済みスループット:</translation>
    </message>
    <message>
        <source>Performance level:</source>
        <translation>パフォーマンスレベル:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <source>not a cloud volume</source>
        <translation>クラウドボリュームではない</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What the provider promises for this volume is held against what the run measures</source>
        <translation>プロバイダーがこのボリュームに約束する性能を、実行で測定した値と比較します</translation>
    </message>
    <message>
        <source>the device&apos;s size</source>
        <translation>デバイスのサイズ</translation>
    </message>
    <message>
        <source>The volume&apos;s size, e.g. 100g or 1t; empty: the device&apos;s size</source>
        <translation>ボリュームのサイズ(例: 100g、1t)。空欄: デバイスのサイズ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Bytes per second, e.g. 250m</source>
        <translation>毎秒のバイト数(例: 250m)</translation>
    </message>
    <message>
        <source>This volume is:</source>
        <translation>このボリュームは:</translation>
    </message>
    <message>
        <source>Level (%1):</source>
        <translation>レベル (%1):</translation>
    </message>
    <message>
        <source>The volume: %1</source>
        <translation>ボリューム: %1</translation>
    </message>
</context>
<context>
    <name>surfio::WrittenChart</name>
    <message>
        <source>GiB written</source>
        <translation>書き込み GiB</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
</context>
<context>
    <name>surfio::XAxisSwitch</name>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Draw the run against elapsed time</source>
        <translation>経過時間に対して実行を描く</translation>
    </message>
    <message>
        <source>GiB written</source>
        <translation>書き込み GiB</translation>
    </message>
    <message>
        <source>Draw bandwidth against the data written so far: a drive&apos;s write cache fills after so many GiB, whatever the time it took</source>
        <translation>それまでに書き込んだデータ量に対して帯域幅を描く：ドライブの書き込みキャッシュは、かかった時間に関係なく一定の GiB で満杯になる</translation>
    </message>
</context>
</TS>
