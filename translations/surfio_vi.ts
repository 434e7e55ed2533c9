<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % đọc</translation>
    </message>
    <message>
        <source>no IOPS limit reached up to %1 IOPS</source>
        <translation>không chạm giới hạn IOPS nào cho tới %1 IOPS</translation>
    </message>
    <message>
        <source>IOPS-limited at %1 below %2</source>
        <translation>giới hạn IOPS ở %1 dưới %2</translation>
    </message>
    <message>
        <source>IOPS-limited at %1</source>
        <translation>giới hạn IOPS ở %1</translation>
    </message>
    <message>
        <source>no bandwidth limit reached up to %1</source>
        <translation>không chạm giới hạn băng thông nào cho tới %1</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1 from %2</source>
        <translation>giới hạn băng thông ở %1 từ %2 trở lên</translation>
    </message>
    <message>
        <source>bandwidth-limited at %1</source>
        <translation>giới hạn băng thông ở %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>from %1 to %2 IOPS</source>
        <translation>từ %1 đến %2 IOPS</translation>
    </message>
    <message>
        <source>%1 · %2 · QD %3 × %4</source>
        <translation>%1 · %2 · QD %3 × %4</translation>
    </message>
    <message>
        <source> · rate %1 IOPS</source>
        <translation> · tốc độ %1 IOPS</translation>
    </message>
    <message>
        <source>too few block sizes to read limits from</source>
        <translation>quá ít kích thước khối để suy ra các giới hạn</translation>
    </message>
    <message>
        <source>an I/O above 256 KiB counts as several</source>
        <translation>một I/O lớn hơn 256 KiB được tính là nhiều I/O</translation>
    </message>
    <message>
        <source>(fit within %1 %)</source>
        <translation>(sai số khớp trong khoảng %1 %)</translation>
    </message>
    <message numerus="yes">
        <source>(%n point(s) below both)</source>
        <translation>
            <numerusform>(%n điểm dưới cả hai giới hạn)</numerusform>
        </translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>băng thông</translation>
    </message>
    <message>
        <source>neither: latency or queue depth</source>
        <translation>không giới hạn nào: độ trễ hoặc độ sâu hàng đợi</translation>
    </message>
    <message>
        <source>one level throughout</source>
        <translation>một mức duy nhất suốt lần chạy</translation>
    </message>
    <message>
        <source>burst at %1 IOPS for %2 (%3), then %4 IOPS sustained</source>
        <translation>burst ở %1 IOPS trong %2 (%3), sau đó duy trì %4 IOPS</translation>
    </message>
    <message>
        <source>dropped %1 after %2 written (a write cache filling?)</source>
        <translation>giảm %1 sau khi ghi %2 (bộ đệm ghi đầy dần?)</translation>
    </message>
    <message>
        <source>decayed %1 over the run</source>
        <translation>giảm dần %1 trong suốt lần chạy</translation>
    </message>
    <message>
        <source>rose %1 after %2</source>
        <translation>tăng %1 sau %2</translation>
    </message>
    <message>
        <source>trial 1 ran at %1× the other trials&apos; mean IOPS</source>
        <translation>lần thử 1 chạy ở mức %1× IOPS trung bình của các lần thử khác</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %3 · %n job(s)</source>
        <translation>
            <numerusform>%1 · %2 · %3 · %n job</numerusform>
        </translation>
    </message>
    <message>
        <source>no knee</source>
        <translation>không có điểm gãy</translation>
    </message>
    <message>
        <source>knee at QD %1: %2 IOPS, p99 %3 (%4)</source>
        <translation>điểm gãy ở QD %1: %2 IOPS, p99 %3 (%4)</translation>
    </message>
    <message>
        <source>Kneedle</source>
        <translation>Kneedle</translation>
    </message>
    <message>
        <source>latency grows faster than IOPS</source>
        <translation>độ trễ tăng nhanh hơn IOPS</translation>
    </message>
    <message>
        <source>no point with p99 ≤ %1</source>
        <translation>không có điểm nào có p99 ≤ %1</translation>
    </message>
    <message>
        <source>most IOPS with p99 ≤ %1: %2 at QD %3</source>
        <translation>IOPS cao nhất với p99 ≤ %1: %2 ở QD %3</translation>
    </message>
    <message>
        <source>  Limits, %1: %2
</source>
        <translation>  Giới hạn, %1: %2
</translation>
    </message>
    <message>
        <source>  Point %1, trial %2: %3
</source>
        <translation>  Điểm %1, lần thử %2: %3
</translation>
    </message>
    <message>
        <source>  Point %1: %2
</source>
        <translation>  Điểm %1: %2
</translation>
    </message>
    <message>
        <source>  Load, %1: %2
</source>
        <translation>  Tải, %1: %2
</translation>
    </message>
    <message>
        <source>Analysis
</source>
        <translation>Phân tích
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
        <translation>mỗi lần một I/O đo độ trễ, không phải giới hạn</translation>
    </message>
    <message>
        <source>%1 reached %2 IOPS at %3</source>
        <translation>%1 đạt %2 IOPS ở %3</translation>
    </message>
    <message>
        <source>latency-bound at %1: %2</source>
        <translation>bị giới hạn bởi độ trễ ở %1: %2</translation>
    </message>
    <message>
        <source>up to %1 IOPS and %2</source>
        <translation>tới %1 IOPS và %2</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 phút</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 giờ</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>met: %1 of %2 promised (%3 %)</source>
        <translation>đạt: %1 trên %2 đã hứa (%3 %)</translation>
    </message>
    <message>
        <source>below: %1 of %2 promised (%3 %), %4 short</source>
        <translation>dưới mức: %1 trên %2 đã hứa (%3 %), thiếu %4</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than any burst; is the target the volume the profile describes?</source>
        <translation>vượt mức: %1 trên %2 đã hứa (%3 %): vượt xa mọi đợt burst; mục tiêu có đúng là volume mà hồ sơ mô tả không?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, or a larger volume than stated</source>
        <translation>vượt mức: %1 trên %2 đã hứa (%3 %): đang burst, hoặc volume lớn hơn đã khai</translation>
    </message>
    <message>
        <source>not reached: up to %1 of %2 promised</source>
        <translation>chưa chạm tới: tối đa %1 trên %2 đã hứa</translation>
    </message>
    <message>
        <source>not reached: nothing measured of %1 promised</source>
        <translation>chưa chạm tới: không đo được gì trên %1 đã hứa</translation>
    </message>
    <message>
        <source>; a point of %1 blocks at QD %2 or more would reach it</source>
        <translation>; một điểm với khối %1 ở QD %2 trở lên sẽ chạm tới</translation>
    </message>
    <message>
        <source>a full bucket lasts %1 at %2</source>
        <translation>một thùng đầy kéo dài %1 ở %2</translation>
    </message>
    <message>
        <source>the credits were partly spent when the run began</source>
        <translation>tín dụng đã bị dùng một phần khi lần chạy bắt đầu</translation>
    </message>
    <message>
        <source>longer than a full bucket: a larger bucket, or a larger volume than stated</source>
        <translation>lâu hơn một thùng đầy: thùng lớn hơn, hoặc volume lớn hơn đã khai</translation>
    </message>
    <message>
        <source>about a full bucket</source>
        <translation>khoảng một thùng đầy</translation>
    </message>
    <message>
        <source>%1: burst at %2 IOPS for %3; %4 IOPS promised, %5: %6</source>
        <translation>%1: burst ở %2 IOPS trong %3; hứa %4 IOPS, %5: %6</translation>
    </message>
    <message>
        <source>%1: held %2 IOPS for the whole point (%3), shorter than a full bucket lasts (%4)</source>
        <translation>%1: giữ %2 IOPS suốt cả điểm (%3), ngắn hơn thời gian một thùng đầy (%4)</translation>
    </message>
    <message>
        <source>not reached: no burst seen, the volume held %1 IOPS, its baseline: its bucket was empty when the run began (%2)</source>
        <translation>chưa chạm tới: không thấy burst, volume giữ %1 IOPS, mức cơ sở của nó: thùng đã cạn khi lần chạy bắt đầu (%2)</translation>
    </message>
    <message>
        <source>not reached: no burst to %1 IOPS seen (%2)</source>
        <translation>chưa chạm tới: không thấy burst lên %1 IOPS (%2)</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>burst</translation>
    </message>
    <message>
        <source>met</source>
        <translation>đạt</translation>
    </message>
    <message>
        <source>below</source>
        <translation>dưới mức</translation>
    </message>
    <message>
        <source>above</source>
        <translation>vượt mức</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>chưa chạm tới</translation>
    </message>
    <message>
        <source>%1 at %2 promises %3</source>
        <translation>%1 ở %2 hứa %3</translation>
    </message>
    <message>
        <source>%1 promises %2</source>
        <translation>%1 hứa %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS</source>
        <translation>, burst tới %1 IOPS</translation>
    </message>
    <message>
        <source>, counts I/Os in %1 units</source>
        <translation>, đếm I/O theo đơn vị %1</translation>
    </message>
    <message>
        <source>  Promised: %1
</source>
        <translation>  Đã hứa: %1
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
            <numerusform>tăng theo số mục tiêu, mỗi mục tiêu %1: chưa chạm giới hạn của máy chủ, tới %2 với %n mục tiêu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the host&apos;s limit is %1, reached at %n target(s) (%2 per target below it)</source>
        <translation>
            <numerusform>giới hạn của máy chủ là %1, đạt tới ở %n mục tiêu (dưới mức đó %2 mỗi mục tiêu)</numerusform>
        </translation>
    </message>
    <message>
        <source>neither grows with the targets nor levels off (within %1 %): up to %2</source>
        <translation>không tăng theo số mục tiêu mà cũng không chững lại (trong phạm vi %1 %): tới %2</translation>
    </message>
    <message>
        <source>too few target counts to read a host limit from</source>
        <translation>quá ít số lượng mục tiêu khác nhau để đọc ra giới hạn của máy chủ</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · QD %4 × %5</source>
        <translation>%1 · %2 · %3 · QD %4 × %5</translation>
    </message>
    <message>
        <source>IOPS %1 · bandwidth %2</source>
        <translation>IOPS: %1 · băng thông: %2</translation>
    </message>
    <message>
        <source>  Host, %1: %2
</source>
        <translation>  Máy chủ, %1: %2
</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>no I/O completed for %1 from %2</source>
        <translation>không I/O nào hoàn tất trong %1 kể từ %2</translation>
    </message>
    <message numerus="yes">
        <source>%n stalls with no I/O completed, %1 in all, the longest %2 from %3</source>
        <translation>
            <numerusform>%n lần đứng không có I/O nào hoàn tất, tổng cộng %1, lâu nhất %2 kể từ %3</numerusform>
        </translation>
    </message>
    <message>
        <source>one level of %1 IOPS, with stalls</source>
        <translation>một mức %1 IOPS, có những lần đứng</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): bursting, at the burst ceiling of %4 IOPS</source>
        <translation>vượt mức: %1 trên %2 đã hứa (%3 %): đang burst, ở trần burst %4 IOPS</translation>
    </message>
    <message>
        <source>, bursts to %1 IOPS and %2</source>
        <translation>, burst tới %1 IOPS và %2</translation>
    </message>
    <message>
        <source>; the target is %1, not %2</source>
        <translation>; mục tiêu có dung lượng %1, không phải %2</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): far more than promised; is the target the volume the profile describes?</source>
        <translation>vượt mức: %1 trên %2 đã hứa (%3 %): vượt xa mức đã hứa; mục tiêu có phải là volume mà hồ sơ mô tả không?</translation>
    </message>
    <message>
        <source>above: %1 of %2 promised (%3 %): a larger volume than stated, or more than the provider holds it to</source>
        <translation>vượt mức: %1 trên %2 đã hứa (%3 %): volume lớn hơn mức đã khai, hoặc nhiều hơn mức nhà cung cấp giới hạn</translation>
    </message>
    <message numerus="yes">
        <source>a shared limit of %1, already at %n target(s): more targets add nothing (the host, or a device they all sit on)</source>
        <translation>
            <numerusform>giới hạn dùng chung %1, ngay từ %n mục tiêu: thêm mục tiêu không tăng thêm gì (máy chủ, hoặc một thiết bị mà tất cả cùng nằm trên)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>falls as targets are added: %1 at %n target(s), %2 at %3</source>
        <translation>
            <numerusform>giảm khi thêm mục tiêu: %1 với %n mục tiêu, %2 với %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>surfio %1: %2 (see surfio %1 --help)</source>
        <translation>surfio %1: %2 (xem surfio %1 --help)</translation>
    </message>
    <message>
        <source>surfio %1: unexpected argument &apos;%2&apos;: options take the form --name=value</source>
        <translation>surfio %1: đối số không mong đợi &apos;%2&apos;: tùy chọn có dạng --tên=giá_trị</translation>
    </message>
    <message>
        <source>it is closed</source>
        <translation>nó đã bị đóng</translation>
    </message>
    <message>
        <source>a write failed</source>
        <translation>một lần ghi bị lỗi</translation>
    </message>
    <message>
        <source>surfio %1: cannot write stdout: %2</source>
        <translation>surfio %1: không thể ghi ra đầu ra chuẩn: %2</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>normal (a table), json or csv. Default normal.</source>
        <translation>normal (một bảng), json hoặc csv. Mặc định normal.</translation>
    </message>
    <message>
        <source>Exit 1 when a matched point of a later run is below R × A&apos;s value, read as speed (for latencies: above A&apos;s / R): a regression gate, e.g. 0.9.</source>
        <translation>Thoát với mã 1 khi một điểm khớp của lần chạy sau thấp hơn R × giá trị của A, tính theo tốc độ (với độ trễ: cao hơn giá trị của A / R): một ngưỡng chặn suy giảm hiệu năng, ví dụ 0.9.</translation>
    </message>
    <message>
        <source>Saved results, Surfio&apos;s or fio&apos;s JSON: A (the reference), then B, C, …</source>
        <translation>Các kết quả đã lưu, JSON của Surfio hoặc fio: A (mốc tham chiếu), rồi B, C, …</translation>
    </message>
    <message>
        <source>surfio compare: %1</source>
        <translation>surfio compare: %1</translation>
    </message>
    <message>
        <source>give two or more saved results, A.json B.json [C.json…]: the first is the reference</source>
        <translation>hãy đưa hai kết quả đã lưu trở lên, A.json B.json [C.json…]: kết quả đầu tiên là mốc tham chiếu</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 không phải định dạng hợp lệ: hãy dùng normal, json hoặc csv</translation>
    </message>
    <message>
        <source>--fail-below=%1 is not a ratio: give a number above 0, e.g. 0.9 for 90 % of A</source>
        <translation>--fail-below=%1 không phải tỉ số: hãy đưa một số lớn hơn 0, ví dụ 0.9 cho 90 % của A</translation>
    </message>
    <message>
        <source>surfio compare: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio compare: %1 (hãy đưa một kết quả được lưu bởi surfio run --output-format=json hoặc giao diện đồ họa, hoặc đầu ra --output-format=json của fio)</translation>
    </message>
    <message>
        <source>surfio compare: %1 holds no finished point: there is nothing in it to compare</source>
        <translation>surfio compare: %1 không chứa điểm nào đã xong: không có gì để so sánh</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A: the runs differ in %1; add --ignore=%2 to compare them anyway</source>
        <translation>không điểm nào của các lần chạy sau khớp với một điểm của A: các lần chạy khác nhau ở %1; hãy thêm --ignore=%2 để vẫn so sánh chúng</translation>
    </message>
    <message>
        <source>no point matched one point of each run: the keys left several points of a run alike; drop fewer keys with --ignore</source>
        <translation>không điểm nào khớp đúng một điểm của mỗi lần chạy: với các khóa còn lại, nhiều điểm của cùng một lần chạy giống hệt nhau; hãy bỏ ít khóa hơn với --ignore</translation>
    </message>
    <message>
        <source>no point of a later run matches one of A on %1: no two runs measured the same point; drop the keys they differ in with --ignore</source>
        <translation>không điểm nào của các lần chạy sau khớp với một điểm của A theo %1: không có hai lần chạy nào đo cùng một điểm; hãy bỏ các khóa khác nhau giữa chúng bằng --ignore</translation>
    </message>
    <message>
        <source>%1: higher is faster</source>
        <translation>%1: cao hơn là nhanh hơn</translation>
    </message>
    <message>
        <source>%1: lower is faster, so a latency above %2 × A&apos;s</source>
        <translation>%1: thấp hơn là nhanh hơn, tức là độ trễ cao hơn %2 × độ trễ của A</translation>
    </message>
    <message>
        <source>Passed --fail-below=%1: no matched point of a later run is below %1 × A&apos;s speed (%2)</source>
        <translation>Đạt --fail-below=%1: không điểm khớp nào của các lần chạy sau thấp hơn %1 × tốc độ của A (%2)</translation>
    </message>
    <message>
        <source>%1 at %2: ratio %3 to A, %4 × A&apos;s speed</source>
        <translation>%1 tại %2: tỉ số so với A %3, %4 × tốc độ của A</translation>
    </message>
    <message>
        <source>%1 lacks a point of A: %2</source>
        <translation>%1 thiếu một điểm của A: %2</translation>
    </message>
    <message>
        <source>%1 at %2: no %3 to compare (%4 in %1, %5 in A): it cannot pass</source>
        <translation>%1 tại %2: không có %3 để so sánh (%4 ở %1, %5 ở A): không thể đạt</translation>
    </message>
    <message numerus="yes">
        <source>Failed --fail-below=%1: %n point(s) below %1 × A&apos;s speed, without a value or missing (%2):</source>
        <translation>
            <numerusform>Không đạt --fail-below=%1: %n điểm thấp hơn %1 × tốc độ của A, không có giá trị hoặc bị thiếu (%2):</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: A has no %3 here to compare with: it cannot pass; run A&apos;s point again, or compare another --metric</source>
        <translation>%1 tại %2: A không có %3 ở đây để so sánh: không thể đạt; hãy chạy lại điểm này của A, hoặc so sánh bằng --metric khác</translation>
    </message>
    <message>
        <source>Compares saved results point by point against the first (A): each run&apos;s value, the ratio to A and a verdict (faster, slower or within noise: Welch&apos;s t-test on the trials when both have two or more). Points are matched by rw, bs, rwmixread, iodepth, numjobs, rate_iops and target_count; points not every run has are listed.</source>
        <translation>So sánh các kết quả đã lưu theo từng điểm với kết quả đầu tiên (A): giá trị của mỗi lần chạy, tỉ số so với A và kết luận (nhanh hơn, chậm hơn hoặc trong mức nhiễu: kiểm định t của Welch trên các lần thử khi cả hai đều có từ hai lần thử trở lên). Các điểm được khớp theo rw, bs, rwmixread, iodepth, numjobs, rate_iops và target_count; các điểm không có ở mọi lần chạy sẽ được liệt kê.</translation>
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
        <translation>không có p99</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(chưa hoàn tất)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>không có</translation>
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
        <translation>không có trong lần chạy này</translation>
    </message>
    <message>
        <source>(%1, %2 vs %3 trials)</source>
        <translation>(%1, %2 so với %3 lần thử)</translation>
    </message>
    <message>
        <source>point</source>
        <translation>điểm</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>kết luận %1</translation>
    </message>
    <message>
        <source>Not in every run (compared only where present):</source>
        <translation>Không có ở mọi lần chạy (chỉ so sánh ở những lần chạy có):</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1: có trong %2, không có trong %3</translation>
    </message>
    <message>
        <source>Not compared: points of one run that the keys matched on do not tell apart (drop fewer keys from the match; they are never averaged):</source>
        <translation>Không so sánh: các điểm của cùng một lần chạy mà các khóa dùng để khớp không phân biệt được (hãy bỏ ít khóa hơn khỏi phép khớp; chúng không bao giờ được lấy trung bình):</translation>
    </message>
    <message>
        <source>%1: %2: points %3</source>
        <translation>%1: %2: các điểm %3</translation>
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
            <numerusform>So sánh %1 trên %n điểm khớp, khớp theo %2</numerusform>
        </translation>
    </message>
    <message>
        <source>(not %1)</source>
        <translation>(không theo %1)</translation>
    </message>
    <message>
        <source>±: the coefficient of variation over a point&apos;s trials; a verdict is Welch&apos;s t-test on them (p &lt; %1, two-sided) when both runs have two or more</source>
        <translation>±: hệ số biến thiên qua các lần thử của một điểm; kết luận là kiểm định t của Welch trên các lần thử đó (p &lt; %1, hai phía) khi cả hai lần chạy đều có từ hai lần thử trở lên</translation>
    </message>
    <message>
        <source>%1 (%2) against A: no ratio in %3</source>
        <translation>%1 (%2) so với A: không có tỉ số về %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) against A: %3× in %4 (geometric mean over %n point(s), %5× to %6×)</source>
        <translation>
            <numerusform>%1 (%2) so với A: %3× về %4 (trung bình nhân trên %n điểm, từ %5× tới %6×)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>faster at %1, slower at %2, within noise at %3 and without trials to judge at %4 of %n matched point(s)</source>
        <translation>
            <numerusform>nhanh hơn ở %1, chậm hơn ở %2, trong mức nhiễu ở %3 và không có lần thử để đánh giá ở %4 trên %n điểm khớp</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>faster</source>
        <translation>nhanh hơn</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>chậm hơn</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>trong mức nhiễu</translation>
    </message>
    <message>
        <source>no trials: noise unknown</source>
        <translation>không có lần thử: chưa rõ mức nhiễu</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>không có giá trị</translation>
    </message>
    <message>
        <source>%1: higher is faster; a ratio below 1 is slower</source>
        <translation>%1: cao hơn là nhanh hơn; tỉ số dưới 1 là chậm hơn</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a point below %1 × A&apos;s</source>
        <translation>, và --fail-below=%1 coi điểm thấp hơn %1 × giá trị của A là không đạt</translation>
    </message>
    <message>
        <source>%1: lower is faster; a ratio above 1 is slower</source>
        <translation>%1: thấp hơn là nhanh hơn; tỉ số trên 1 là chậm hơn</translation>
    </message>
    <message>
        <source>, and --fail-below=%1 fails a latency above %2 × A&apos;s (below %1 × A&apos;s speed)</source>
        <translation>, và --fail-below=%1 coi độ trễ cao hơn %2 × độ trễ của A là không đạt (thấp hơn %1 × tốc độ của A)</translation>
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
        <translation>surfio %1: đang nhờ UDisks2 mở %2 để %3 (polkit có thể hỏi mật khẩu một lần)</translation>
    </message>
    <message>
        <source>reading and writing</source>
        <translation>đọc và ghi</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>đọc</translation>
    </message>
</context>
<context>
    <name>DevicesToOpen</name>
    <message>
        <source>fio opens %1 itself, and this user may not: run Surfio&apos;s own engine (io_uring), for which UDisks2 can open it, or run as a member of the group that owns it</source>
        <translation>fio tự mở %1, và người dùng này không được phép: hãy dùng bộ máy của Surfio (io_uring), với nó UDisks2 có thể mở thiết bị, hoặc chạy với tư cách thành viên của nhóm sở hữu</translation>
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
        <translation>chưa có mục tiêu: hãy dùng --filename hoặc --directory</translation>
    </message>
    <message>
        <source>--bssplit has %1 parts: give at most %2</source>
        <translation>--bssplit có %1 phần: hãy đưa tối đa %2 phần</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size outside 512 bytes to 64 MiB: pick sizes in that range, e.g. --bssplit=4k/60:64k/40</source>
        <translation>phần %1/%2 của --bssplit có kích thước nằm ngoài khoảng 512 byte đến 64 MiB: hãy chọn kích thước trong khoảng đó, ví dụ --bssplit=4k/60:64k/40</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a size that is not a multiple of 512 bytes, which direct I/O needs: use multiples of 512, or --direct=0</source>
        <translation>phần %1/%2 của --bssplit có kích thước không phải bội số của 512 byte, điều mà I/O trực tiếp yêu cầu: hãy dùng bội số của 512, hoặc --direct=0</translation>
    </message>
    <message>
        <source>--bssplit part %1/%2 has a percent above 100: give each part 0 to 100</source>
        <translation>phần %1/%2 của --bssplit có phần trăm lớn hơn 100: hãy cho mỗi phần từ 0 đến 100</translation>
    </message>
    <message>
        <source>the percents of --bssplit=%1 add up to %2, not 100: make them add up to 100, e.g. --bssplit=4k/60:64k/40</source>
        <translation>tổng phần trăm của --bssplit=%1 là %2, không phải 100: hãy để tổng bằng 100, ví dụ --bssplit=4k/60:64k/40</translation>
    </message>
    <message>
        <source>--bs=%1 differs from the largest --bssplit part (%2): leave --bs out with --bssplit, or set it to %2</source>
        <translation>--bs=%1 khác với phần lớn nhất của --bssplit (%2): hãy bỏ --bs khi dùng --bssplit, hoặc đặt nó bằng %2</translation>
    </message>
    <message>
        <source>--bs is 0: give a block size of at least 512 bytes, e.g. --bs=4k</source>
        <translation>--bs bằng 0: hãy đưa kích thước khối tối thiểu 512 byte, ví dụ --bs=4k</translation>
    </message>
    <message>
        <source>--bs=%1 is outside 512 bytes to 64 MiB: pick a block size in that range</source>
        <translation>--bs=%1 nằm ngoài khoảng 512 byte đến 64 MiB: hãy chọn kích thước khối trong khoảng đó</translation>
    </message>
    <message>
        <source>--bs=%1 is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or --direct=0</source>
        <translation>--bs=%1 không phải bội số của 512 byte, điều mà I/O trực tiếp yêu cầu: hãy dùng bội số của 512, hoặc --direct=0</translation>
    </message>
    <message>
        <source>--iodepth=%1 is outside 1 to %2</source>
        <translation>--iodepth=%1 nằm ngoài khoảng 1 đến %2</translation>
    </message>
    <message>
        <source>--numjobs=%1 is outside 1 to %2</source>
        <translation>--numjobs=%1 nằm ngoài khoảng 1 đến %2</translation>
    </message>
    <message>
        <source>--rwmixread=%1 is outside 0 to 100</source>
        <translation>--rwmixread=%1 nằm ngoài khoảng 0 đến 100</translation>
    </message>
    <message>
        <source>--percentage_random=%1 is outside 0 to 100</source>
        <translation>--percentage_random=%1 nằm ngoài khoảng 0 đến 100</translation>
    </message>
    <message>
        <source>--runtime is 0 and no --io_size is given, so the job would never end: give a runtime, e.g. --runtime=10s</source>
        <translation>--runtime bằng 0 và không có --io_size, nên job sẽ không bao giờ kết thúc: hãy đưa thời gian chạy, ví dụ --runtime=10s</translation>
    </message>
    <message>
        <source>--runtime and --ramp_time cannot be negative</source>
        <translation>--runtime và --ramp_time không được âm</translation>
    </message>
    <message>
        <source>the largest --bssplit part (%1) is larger than the region (--size=%2): raise --size or lower that part</source>
        <translation>phần lớn nhất của --bssplit (%1) lớn hơn vùng (--size=%2): hãy tăng --size hoặc giảm phần đó</translation>
    </message>
    <message>
        <source>--bs=%1 is larger than the region (--size=%2): raise --size or lower --bs</source>
        <translation>--bs=%1 lớn hơn vùng (--size=%2): hãy tăng --size hoặc giảm --bs</translation>
    </message>
    <message>
        <source>%1 targets but --numjobs=%2: each job works on one target, so give at least as many jobs as targets</source>
        <translation>có %1 mục tiêu nhưng --numjobs=%2: mỗi job làm việc trên một mục tiêu, nên hãy đưa số job ít nhất bằng số mục tiêu</translation>
    </message>
    <message>
        <source>--offset plus --size is beyond any device: lower --offset</source>
        <translation>--offset cộng --size vượt quá kích thước mọi thiết bị: hãy giảm --offset</translation>
    </message>
    <message>
        <source>--sample_interval is below 1 ms: give at least 1ms, e.g. --sample_interval=100ms</source>
        <translation>--sample_interval nhỏ hơn 1 ms: hãy đưa tối thiểu 1ms, ví dụ --sample_interval=100ms</translation>
    </message>
    <message>
        <source>cannot look at %1: %2; check the device path</source>
        <translation>không thể truy cập %1: %2; hãy kiểm tra đường dẫn thiết bị</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a regular file); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 không phải thiết bị khối (mà là tệp thường); hãy chỉ định một nút thiết bị như /dev/sdb hoặc /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a directory); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 không phải thiết bị khối (mà là thư mục); hãy chỉ định một nút thiết bị như /dev/sdb hoặc /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is a character device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 không phải thiết bị khối (mà là thiết bị ký tự); hãy chỉ định một nút thiết bị như /dev/sdb hoặc /dev/nvme0n1</translation>
    </message>
    <message>
        <source>%1 is not a block device (it is not a device); name a device node such as /dev/sdb or /dev/nvme0n1</source>
        <translation>%1 không phải thiết bị khối (và cũng không phải thiết bị); hãy chỉ định một nút thiết bị như /dev/sdb hoặc /dev/nvme0n1</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>không thể mở %1: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2; even root may not: a container, device cgroup or security module forbids it</source>
        <translation>không thể mở %1: %2; ngay cả root cũng không được phép: một container, device cgroup hoặc mô-đun bảo mật đang chặn việc này</translation>
    </message>
    <message>
        <source>cannot read the size of %1: %2; is there a medium in it?</source>
        <translation>không thể đọc kích thước của %1: %2; trong thiết bị đã có phương tiện lưu trữ (đĩa, thẻ nhớ) chưa?</translation>
    </message>
    <message>
        <source>cannot read %1 to look for filesystem signatures: %2</source>
        <translation>không thể đọc %1 để tìm chữ ký hệ thống tệp: %2</translation>
    </message>
    <message>
        <source>several conflicting signatures (wipefs %1 lists them)</source>
        <extracomment>What a device carries, in &quot;%1 carries %2; writing would destroy it...&quot;; %1 the device</extracomment>
        <translation>nhiều chữ ký xung đột nhau (wipefs %1 sẽ liệt kê chúng)</translation>
    </message>
    <message>
        <source>a %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký RAID/LVM %1</translation>
    </message>
    <message>
        <source>an %1 RAID/LVM signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký RAID/LVM %1</translation>
    </message>
    <message>
        <source>a %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký mã hóa %1</translation>
    </message>
    <message>
        <source>an %1 encryption signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký mã hóa %1</translation>
    </message>
    <message>
        <source>a %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký hệ thống tệp %1</translation>
    </message>
    <message>
        <source>an %1 filesystem signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký hệ thống tệp %1</translation>
    </message>
    <message>
        <source>a %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký %1</translation>
    </message>
    <message>
        <source>an %1 signature</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>chữ ký %1</translation>
    </message>
    <message>
        <source>a %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>bảng phân vùng %1</translation>
    </message>
    <message>
        <source>an %1 partition table</source>
        <extracomment>What a device carries, %1 its type as libblkid names it (ext4, swap, gpt...); its &quot;a&quot; and &quot;an&quot; forms translate alike</extracomment>
        <translation>bảng phân vùng %1</translation>
    </message>
    <message>
        <source>a signature of unknown type</source>
        <extracomment>What a device carries</extracomment>
        <translation>chữ ký không rõ loại</translation>
    </message>
    <message>
        <source>%1 (label &quot;%2&quot;)</source>
        <extracomment>%1 a signature found on a device (translated), %2 its label</extracomment>
        <translation>%1 (nhãn &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>refusing to write to %1: Surfio does not write to block devices unless --allow-write-device is given; the data on %1 would be destroyed</source>
        <translation>từ chối ghi vào %1: Surfio không ghi vào thiết bị khối trừ khi có --allow-write-device; dữ liệu trên %1 sẽ bị hủy</translation>
    </message>
    <message>
        <source>%1 is mounted on %2; unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 đang được gắn kết tại %2; hãy bỏ gắn kết trước (Surfio không bao giờ ghi vào thiết bị đang gắn kết, --force cũng không thay đổi điều đó)</translation>
    </message>
    <message>
        <source>%1 is mounted on %2 (partition %3); unmount it first (Surfio never writes to a mounted device, --force does not change that)</source>
        <translation>%1 đang được gắn kết tại %2 (phân vùng %3); hãy bỏ gắn kết trước (Surfio không bao giờ ghi vào thiết bị đang gắn kết, --force cũng không thay đổi điều đó)</translation>
    </message>
    <message>
        <source>%1 (on %2)</source>
        <extracomment>In a list of what holds a device: %1 the holder (dm-0, md127), %2 the partition it holds</extracomment>
        <translation>%1 (trên %2)</translation>
    </message>
    <message>
        <source>%1 is in use by %2 (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%3/holders); free it first</source>
        <translation>%1 đang được %2 sử dụng (gắn kết, swap, RAID, LVM, device-mapper hoặc bị một chương trình khác mở độc quyền: xem /sys/class/block/%3/holders); hãy giải phóng nó trước</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, RAID, LVM, device-mapper or opened exclusively by another program: see /sys/class/block/%2/holders); free it first</source>
        <translation>%1 đang được sử dụng (gắn kết, swap, RAID, LVM, device-mapper hoặc bị một chương trình khác mở độc quyền: xem /sys/class/block/%2/holders); hãy giải phóng nó trước</translation>
    </message>
    <message>
        <source>%1 carries %2; writing would destroy it. Pick an empty device, or add --force if you really mean to overwrite it</source>
        <translation>%1 chứa %2; ghi vào sẽ hủy nó. Hãy chọn một thiết bị trống, hoặc thêm --force nếu bạn thực sự muốn ghi đè</translation>
    </message>
    <message>
        <source>cannot inspect %1: %2</source>
        <translation>không thể kiểm tra %1: %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so %2 cannot be written: pick a directory on a writable filesystem</source>
        <translation>%1 nằm trên hệ thống tệp chỉ đọc, nên không thể ghi %2: hãy chọn một thư mục trên hệ thống tệp ghi được</translation>
    </message>
    <message>
        <source>%1 needs %2 but %3 has only %4 free: lower --size or pick another directory</source>
        <translation>%1 cần %2 nhưng %3 chỉ còn trống %4: hãy giảm --size hoặc chọn thư mục khác</translation>
    </message>
    <message>
        <source>directory %1 does not exist, so %2 cannot be created: create the directory or pick another path</source>
        <translation>thư mục %1 không tồn tại, nên không thể tạo %2: hãy tạo thư mục hoặc chọn đường dẫn khác</translation>
    </message>
    <message>
        <source>no such device %1: check the name with lsblk (Surfio does not create files in %2)</source>
        <translation>không có thiết bị %1: hãy kiểm tra tên bằng lsblk (Surfio không tạo tệp trong %2)</translation>
    </message>
    <message>
        <source>--size is needed to create %1: e.g. --size=1g</source>
        <translation>cần --size để tạo %1: ví dụ --size=1g</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give --size to extend it</source>
        <translation>%1 chứa %2, không có gì sau --offset=%3: hãy đưa --size để mở rộng tệp</translation>
    </message>
    <message>
        <source>the region (--offset + --size = %1) is larger than %2 (%3): lower --size or --offset</source>
        <translation>vùng (--offset + --size = %1) lớn hơn %2 (%3): hãy giảm --size hoặc --offset</translation>
    </message>
    <message>
        <source>%1 holds %2 but the region ends at %3, and only reads were asked for, so Surfio will not rewrite it: give --size=%4 or less, or another file</source>
        <translation>%1 chứa %2 nhưng vùng kết thúc tại %3, và chỉ có yêu cầu đọc, nên Surfio sẽ không ghi lại tệp: hãy đưa --size=%4 trở xuống, hoặc dùng tệp khác</translation>
    </message>
    <message>
        <source>the region (offset %1, size %2) of %3 is not aligned to its %4-byte direct-I/O alignment (%5): give --offset and --size as multiples of it, e.g. --size=%6</source>
        <translation>vùng (độ lệch %1, kích thước %2) của %3 không khớp với mức căn chỉnh I/O trực tiếp %4 byte của nó (%5): hãy đưa --offset và --size là bội số của mức này, ví dụ --size=%6</translation>
    </message>
    <message>
        <source>%1 already exists (left by an earlier run?): delete it and start again</source>
        <translation>%1 đã tồn tại (do một phiên chạy trước để lại?): hãy xóa nó rồi chạy lại</translation>
    </message>
    <message>
        <source>%1 is in use (mounted, or held by another program or the kernel): free it first</source>
        <translation>%1 đang được sử dụng (đã gắn kết, hoặc bị một chương trình khác hay nhân chiếm giữ): hãy giải phóng nó trước</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2</source>
        <translation>không thể mở %1 cho I/O trực tiếp: %2</translation>
    </message>
    <message>
        <source>cannot open %1 for direct I/O: %2 (the filesystem may not support O_DIRECT: try --direct=0)</source>
        <translation>không thể mở %1 cho I/O trực tiếp: %2 (hệ thống tệp có thể không hỗ trợ O_DIRECT: hãy thử --direct=0)</translation>
    </message>
    <message>
        <source>no space left on device to create %1 (%2)</source>
        <translation>thiết bị hết chỗ trống để tạo %1 (%2)</translation>
    </message>
    <message>
        <source>block size %1 is not a multiple of %2&apos;s %3-byte direct-I/O alignment (%4): use a multiple of %3, or --direct=0</source>
        <translation>kích thước khối %1 không phải bội số của mức căn chỉnh I/O trực tiếp %3 byte của %2 (%4): hãy dùng bội số của %3, hoặc --direct=0</translation>
    </message>
    <message>
        <source>block size %1 is larger than the region of %2 (%3): raise --size or lower --bs</source>
        <translation>kích thước khối %1 lớn hơn vùng của %2 (%3): hãy tăng --size hoặc giảm --bs</translation>
    </message>
    <message>
        <source>%1 has never-written holes in the region, and reads from them would not touch the device, so the figures would be false: pick a file without holes, or a new file that Surfio lays out itself</source>
        <translation>%1 có những lỗ chưa từng được ghi trong vùng, và việc đọc từ đó sẽ không chạm tới thiết bị, nên số liệu sẽ sai: hãy chọn một tệp không có lỗ, hoặc một tệp mới để Surfio tự ghi sẵn</translation>
    </message>
    <message>
        <source>cannot allocate the layout buffer</source>
        <translation>không thể cấp phát bộ đệm để ghi sẵn</translation>
    </message>
    <message>
        <source>stopped while laying out %1</source>
        <translation>đã dừng trong lúc ghi sẵn %1</translation>
    </message>
    <message>
        <source>laying out %1 failed at offset %2: %3</source>
        <translation>ghi sẵn %1 thất bại tại độ lệch %2: %3</translation>
    </message>
    <message>
        <source>flushing the layout of %1 failed: %2</source>
        <translation>đẩy dữ liệu ghi sẵn của %1 xuống thiết bị thất bại: %2</translation>
    </message>
    <message>
        <source>not laid out: no point reads</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>không ghi sẵn: không có điểm nào đọc</translation>
    </message>
    <message>
        <source>device data as found (Surfio may not write to this device)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>dữ liệu sẵn có trên thiết bị (Surfio không được phép ghi vào thiết bị này)</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (random data, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>Surfio đã ghi sẵn từ trước (dữ liệu ngẫu nhiên, không có lỗ)</translation>
    </message>
    <message>
        <source>existing data, no holes (read only: not rewritten)</source>
        <extracomment>How the data of a target&apos;s region got there</extracomment>
        <translation>dữ liệu sẵn có, không có lỗ (chỉ đọc: không ghi lại)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (random data, %1)</source>
        <extracomment>How the data of a target&apos;s region got there; %1 its size</extracomment>
        <translation>Surfio vừa ghi sẵn (dữ liệu ngẫu nhiên, %1)</translation>
    </message>
    <message>
        <source>statx DIOALIGN</source>
        <extracomment>Where the direct-I/O alignment came from: the statx() system call&apos;s DIOALIGN answer</extracomment>
        <translation>statx DIOALIGN</translation>
    </message>
    <message>
        <source>logical block size</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>kích thước khối logic</translation>
    </message>
    <message>
        <source>page size (device unknown)</source>
        <extracomment>Where the direct-I/O alignment came from</extracomment>
        <translation>kích thước trang (không rõ thiết bị)</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>lần đọc %1 byte tại độ lệch %2 của %3 đã chạm tới cuối mục tiêu</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 reached the end of the target</source>
        <translation>lần ghi %1 byte tại độ lệch %2 của %3 đã chạm tới cuối mục tiêu</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 failed</source>
        <translation>thiết bị hết chỗ trống: lần đọc %1 byte tại độ lệch %2 của %3 thất bại</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 failed</source>
        <translation>thiết bị hết chỗ trống: lần ghi %1 byte tại độ lệch %2 của %3 thất bại</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>lần đọc %1 byte tại độ lệch %2 của %3 thất bại: %4</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 failed: %4</source>
        <translation>lần ghi %1 byte tại độ lệch %2 của %3 thất bại: %4</translation>
    </message>
    <message>
        <source>io_uring disabled by SURFIO_DISABLE_IO_URING</source>
        <translation>io_uring bị tắt bởi SURFIO_DISABLE_IO_URING</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1</source>
        <translation>io_uring_setup thất bại: %1</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (the kernel has no io_uring)</source>
        <translation>io_uring_setup thất bại: %1 (nhân không có io_uring)</translation>
    </message>
    <message>
        <source>io_uring_setup failed: %1 (disabled by kernel.io_uring_disabled or a seccomp filter, e.g. a container&apos;s)</source>
        <translation>io_uring_setup thất bại: %1 (bị tắt bởi kernel.io_uring_disabled hoặc một bộ lọc seccomp, ví dụ của container)</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but only %5 of memory is available, and Surfio uses at most half: lower --iodepth, --numjobs or --bs</source>
        <translation>bộ đệm I/O cần %1 (numjobs %2 x iodepth %3 x bs %4) nhưng chỉ còn %5 bộ nhớ khả dụng, và Surfio dùng tối đa một nửa: hãy giảm --iodepth, --numjobs hoặc --bs</translation>
    </message>
    <message>
        <source>buffers registered by %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>bộ đệm chỉ được đăng ký ở %1 trên %2 luồng làm việc</translation>
    </message>
    <message>
        <source>psync fallback in %1 of %2 workers</source>
        <extracomment>Why an engine feature was dropped</extracomment>
        <translation>dự phòng psync ở %1 trên %2 luồng làm việc</translation>
    </message>
    <message>
        <source>psync asked for</source>
        <extracomment>Why the psync engine ran rather than io_uring</extracomment>
        <translation>đã yêu cầu psync</translation>
    </message>
    <message>
        <source>the fio engine runs through fio itself, not runJob()</source>
        <translation>engine fio chạy qua chính fio, không qua runJob()</translation>
    </message>
    <message>
        <source>the io_uring engine was asked for but cannot run here: %1</source>
        <translation>đã yêu cầu engine io_uring nhưng nó không chạy được ở đây: %1</translation>
    </message>
    <message>
        <source>could not start worker %1 of %2: %3: lower --numjobs</source>
        <translation>không khởi động được luồng làm việc %1/%2: %3: hãy giảm --numjobs</translation>
    </message>
    <message>
        <source>ring flags %1 refused (EINVAL)</source>
        <translation>cờ ring %1 bị từ chối (EINVAL)</translation>
    </message>
    <message>
        <source>ring flags none refused (EINVAL)</source>
        <translation>ring không có cờ nào cũng bị từ chối (EINVAL)</translation>
    </message>
    <message>
        <source>buffers not registered (%1)</source>
        <translation>bộ đệm không được đăng ký (%1)</translation>
    </message>
    <message>
        <source>buffers not registered (%1, RLIMIT_MEMLOCK too low?)</source>
        <translation>bộ đệm không được đăng ký (%1, RLIMIT_MEMLOCK quá thấp?)</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2</source>
        <translation>không thể tạo ring io_uring có độ sâu %1: %2</translation>
    </message>
    <message>
        <source>cannot create an io_uring ring of depth %1: %2 (locked memory limit or memory cgroup too small?)</source>
        <translation>không thể tạo ring io_uring có độ sâu %1: %2 (giới hạn bộ nhớ khóa hoặc cgroup bộ nhớ quá nhỏ?)</translation>
    </message>
    <message>
        <source>%1: lower --iodepth, or use --engine=psync</source>
        <extracomment>%1 why the ring could not be created (translated)</extracomment>
        <translation>%1: hãy giảm --iodepth, hoặc dùng --engine=psync</translation>
    </message>
    <message>
        <source>cannot map %1 bytes of I/O buffers: %2</source>
        <translation>không thể ánh xạ %1 byte bộ đệm I/O: %2</translation>
    </message>
    <message>
        <source>io_uring_enter failed: %1 (try --engine=psync)</source>
        <translation>io_uring_enter thất bại: %1 (hãy thử --engine=psync)</translation>
    </message>
    <message>
        <source>cannot allocate a %1-byte I/O buffer</source>
        <translation>không thể cấp phát bộ đệm I/O %1 byte</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>tệp</translation>
    </message>
    <message>
        <source>directory</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>thư mục</translation>
    </message>
    <message>
        <source>block device</source>
        <extracomment>A target&apos;s kind</extracomment>
        <translation>thiết bị khối</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away during the run: the measurement stopped, as the file it measured is gone; run again on a file nothing else removes</source>
        <translation>%1 đã bị xóa hoặc di chuyển đi trong khi chạy: phép đo đã dừng vì tệp được đo không còn nữa; hãy chạy lại trên một tệp không bị thứ gì khác xóa</translation>
    </message>
    <message>
        <source>%1 was truncated to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again on a file nothing else truncates</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>%1 đã bị cắt ngắn còn %2 trong khi chạy, ngắn hơn vùng Surfio đo (đến %3): phép đo đã dừng; hãy chạy lại trên một tệp không bị thứ gì khác cắt ngắn</translation>
    </message>
    <message>
        <source>%1 was replaced by another file during the run: the measurement stopped, as the file it measured is no longer there; run again on a file nothing else replaces</source>
        <translation>%1 đã bị thay bằng một tệp khác trong khi chạy: phép đo đã dừng vì tệp được đo không còn ở đó; hãy chạy lại trên một tệp không bị thứ gì khác thay thế</translation>
    </message>
    <message>
        <source>the I/O buffers need %1 (numjobs %2 x iodepth %3 x bs %4) but the memory cgroup Surfio runs in (a container&apos;s or a service&apos;s limit) lets it take only %5 more, and Surfio uses at most half: lower --iodepth, --numjobs or --bs, or raise the limit</source>
        <translation>bộ đệm I/O cần %1 (numjobs %2 x iodepth %3 x bs %4) nhưng cgroup bộ nhớ mà Surfio chạy trong đó (giới hạn của một container hoặc một dịch vụ) chỉ cho phép lấy thêm %5, và Surfio dùng tối đa một nửa: hãy giảm --iodepth, --numjobs hoặc --bs, hoặc nâng giới hạn</translation>
    </message>
    <message>
        <source>laid out by Surfio earlier (crc32c-verifiable blocks, no holes)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c</extracomment>
        <translation>đã được Surfio bố trí trước đó (các khối kiểm tra được bằng crc32c, không có lỗ)</translation>
    </message>
    <message>
        <source>laid out by Surfio now (crc32c-verifiable blocks, %1)</source>
        <extracomment>How the data of a target&apos;s region got there: every 512 bytes carry a header and checksum for --verify=crc32c; %1 its size</extracomment>
        <translation>được Surfio bố trí ngay bây giờ (các khối kiểm tra được bằng crc32c, %1)</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected a Surfio verify header (magic %4), found magic %3: the region was not written with --verify=crc32c, or something overwrote it</source>
        <extracomment>%1 target, %2 offset of the 512-byte sector that failed, %3 and %4 the magic numbers found and expected (hex)</extracomment>
        <translation>kiểm tra dữ liệu thất bại trên %1 tại offset %2: cần một header kiểm tra của Surfio (magic %4), nhưng thấy magic %3: vùng này không được ghi với --verify=crc32c, hoặc đã bị thứ gì đó ghi đè</translation>
    </message>
    <message>
        <source>data verification failed on %1 at offset %2: expected offset %2, length %8, crc32c %5; found offset %3, length %4, crc32c %6 (header of generation %7, from a %9-byte write)</source>
        <extracomment>%1 target, %2 offset read, %3 offset found in the header, %4 length found, %5 crc32c the header holds, %6 crc32c of the data read, %7 generation (write pass) found, %8 expected length, %9 size of the write that wrote it</extracomment>
        <translation>kiểm tra dữ liệu thất bại trên %1 tại offset %2: cần offset %2, độ dài %8, crc32c %5; thấy offset %3, độ dài %4, crc32c %6 (header của thế hệ %7, từ một lần ghi %9 byte)</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bs=%1 must be a multiple of 512: use a multiple of 512, or --verify=off</source>
        <translation>--verify=crc32c kiểm tra từng sector 512 byte, nên --bs=%1 phải là bội số của 512: hãy dùng bội số của 512, hoặc --verify=off</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --bssplit part %1 must be a multiple of 512: use multiples of 512, or --verify=off</source>
        <translation>--verify=crc32c kiểm tra từng sector 512 byte, nên phần %1 của --bssplit phải là bội số của 512: hãy dùng bội số của 512, hoặc --verify=off</translation>
    </message>
    <message>
        <source>--verify=crc32c checks every 512-byte sector, so --offset=%1 must be a multiple of 512</source>
        <translation>--verify=crc32c kiểm tra từng sector 512 byte, nên --offset=%1 phải là bội số của 512</translation>
    </message>
    <message>
        <source>--verify=crc32c runs in Surfio&apos;s own engine only (fio checks headers of its own, which Surfio&apos;s layout does not write): use --engine=io_uring or --engine=psync, or --verify=off</source>
        <translation>--verify=crc32c chỉ chạy với engine riêng của Surfio (fio kiểm tra header của chính nó, thứ mà bố trí của Surfio không ghi): hãy dùng --engine=io_uring hoặc --engine=psync, hoặc --verify=off</translation>
    </message>
    <message>
        <source>with --verify=crc32c each of the %1 jobs on %2 works on a part of the region of its own, and %3 is smaller than the %4-byte block: raise --size or lower --numjobs</source>
        <translation>với --verify=crc32c, mỗi job trong %1 job trên %2 làm việc trên một phần riêng của vùng, và %3 nhỏ hơn khối %4 byte: hãy tăng --size hoặc giảm --numjobs</translation>
    </message>
    <message>
        <source>%1 shrank to %2 during the run, short of the region Surfio measures (up to %3): the measurement stopped; run again once the device keeps its size</source>
        <extracomment>%2 the new size, %3 the end of the region Surfio measures (sizes)</extracomment>
        <translation>%1 đã co lại còn %2 trong khi chạy, ngắn hơn vùng Surfio đo (đến %3): phép đo đã dừng; hãy chạy lại khi thiết bị giữ nguyên kích thước</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>lần đọc %1 byte tại độ lệch %2 của %3 trả về thiếu (đã xong %4); phần còn lại, từ độ lệch %5, đã chạm đến cuối mục tiêu</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done); the rest, from offset %5, reached the end of the target</source>
        <translation>lần ghi %1 byte tại độ lệch %2 của %3 trả về thiếu (đã xong %4); phần còn lại, từ độ lệch %5, đã chạm đến cuối mục tiêu</translation>
    </message>
    <message>
        <source>no space left on device: read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>thiết bị hết chỗ trống: lần đọc %1 byte tại độ lệch %2 của %3 trả về thiếu (đã xong %4), và phần còn lại, từ độ lệch %5, đã thất bại</translation>
    </message>
    <message>
        <source>no space left on device: write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed</source>
        <translation>thiết bị hết chỗ trống: lần ghi %1 byte tại độ lệch %2 của %3 trả về thiếu (đã xong %4), và phần còn lại, từ độ lệch %5, đã thất bại</translation>
    </message>
    <message>
        <source>read of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>lần đọc %1 byte tại độ lệch %2 của %3 trả về thiếu (đã xong %4), và phần còn lại, từ độ lệch %5, đã thất bại: %6</translation>
    </message>
    <message>
        <source>write of %1 bytes at offset %2 of %3 came back short (%4 done), and the rest, from offset %5, failed: %6</source>
        <translation>lần ghi %1 byte tại độ lệch %2 của %3 trả về thiếu (đã xong %4), và phần còn lại, từ độ lệch %5, đã thất bại: %6</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1: one I/O in %1 was first submitted at half its length (fault injection)</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1: cứ %1 I/O thì có một I/O được gửi lần đầu với một nửa độ dài (chèn lỗi)</translation>
    </message>
    <message>
        <source>SURFIO_FAULT_SHORT_IO=%1 is not a whole number from 0 to 4294967295: set it to N to submit one I/O in N at half its length, or unset it</source>
        <translation>SURFIO_FAULT_SHORT_IO=%1 không phải là số nguyên từ 0 đến 4294967295: đặt thành N để cứ N I/O thì gửi một I/O với một nửa độ dài, hoặc bỏ biến này đi</translation>
    </message>
    <message>
        <source>%1 I/Os to %2 are still in flight after %3 s without any completion: the device is not responding (the point keeps what it measured until then)</source>
        <extracomment>%3 whole seconds since the last completion</extracomment>
        <translation>%1 I/O tới %2 vẫn đang chạy sau %3 s mà không có I/O nào hoàn tất: thiết bị không phản hồi (điểm đo giữ lại những gì đã đo được đến lúc đó)</translation>
    </message>
    <message>
        <source>huge pages for the I/O buffers refused (%1): an I/O larger than a page may reach the device split</source>
        <translation>không dùng được trang lớn (huge pages) cho bộ đệm I/O (%1): một I/O lớn hơn một trang có thể bị chia nhỏ khi tới thiết bị</translation>
    </message>
    <message>
        <source>%1 of %2 MiB of I/O buffers on huge pages (transparent huge pages off, or memory fragmented): an I/O larger than a page may reach the device split</source>
        <extracomment>%1 and %2 MiB</extracomment>
        <translation>%1 trên %2 MiB bộ đệm I/O nằm trên trang lớn (transparent huge pages bị tắt, hoặc bộ nhớ bị phân mảnh): một I/O lớn hơn một trang có thể bị chia nhỏ khi tới thiết bị</translation>
    </message>
    <message>
        <source>cannot run a worker on CPUs %1 (--cpus_allowed): %2; name CPUs this process may use (taskset -p $$ shows them)</source>
        <extracomment>%1 the CPU list, %2 the system&apos;s reason</extracomment>
        <translation>không thể chạy worker trên các CPU %1 (--cpus_allowed): %2; hãy chỉ định các CPU mà tiến trình này được dùng (taskset -p $$ liệt kê chúng)</translation>
    </message>
    <message>
        <source>--%1 is an io_uring option, and --engine=psync does not use io_uring: use --engine=io_uring or --engine=auto, or leave out --%1</source>
        <extracomment>%1 an option as given, e.g. &quot;hipri&quot; or &quot;fixedbufs=0&quot;</extracomment>
        <translation>--%1 là tùy chọn của io_uring, mà --engine=psync không dùng io_uring: hãy dùng --engine=io_uring hoặc --engine=auto, hoặc bỏ --%1</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 pins the kernel&apos;s submission polling thread, which only --sqthread_poll=1 starts: add --sqthread_poll=1, or leave out --sqthread_poll_cpu</source>
        <translation>--sqthread_poll_cpu=%1 gắn luồng thăm dò hàng đợi gửi của nhân vào một CPU, nhưng chỉ --sqthread_poll=1 mới khởi động luồng đó: hãy thêm --sqthread_poll=1, hoặc bỏ --sqthread_poll_cpu</translation>
    </message>
    <message>
        <source>--sqthread_poll_cpu=%1 is not a CPU of this machine, which has CPUs 0 to %2: pick one of those</source>
        <extracomment>%2 the highest CPU index of this machine</extracomment>
        <translation>--sqthread_poll_cpu=%1 không phải là CPU của máy này, máy có các CPU từ 0 đến %2: hãy chọn một trong số đó</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 names CPU %2, but this machine has CPUs 0 to %3: list only those, e.g. --cpus_allowed=0-%3</source>
        <extracomment>%1 the CPU list, %2 the CPU beyond the machine&apos;s, %3 the highest CPU index of this machine</extracomment>
        <translation>--cpus_allowed=%1 có CPU %2, nhưng máy này chỉ có các CPU từ 0 đến %3: chỉ liệt kê các CPU đó, ví dụ --cpus_allowed=0-%3</translation>
    </message>
    <message>
        <source>--iodepth_batch_submit=%1 is above --iodepth=%2, so a batch could never fill: give at most %2, or 0 for Surfio&apos;s own submission rule</source>
        <translation>--iodepth_batch_submit=%1 lớn hơn --iodepth=%2, nên một lô không bao giờ đầy: hãy đặt tối đa %2, hoặc 0 để dùng quy tắc gửi riêng của Surfio</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=%1 is above --iodepth=%2, so a wait for that many completions would never end: give 1 to %2</source>
        <translation>--iodepth_batch_complete_min=%1 lớn hơn --iodepth=%2, nên việc chờ ngần ấy lần hoàn tất sẽ không bao giờ kết thúc: hãy đặt từ 1 đến %2</translation>
    </message>
    <message>
        <source>--iodepth_batch_complete_min=0: Surfio&apos;s engine waits for at least one completion each time round: give 1 to %1 (--iodepth)</source>
        <translation>--iodepth_batch_complete_min=0: engine của Surfio chờ ít nhất một lần hoàn tất mỗi vòng: hãy đặt từ 1 đến %1 (--iodepth)</translation>
    </message>
    <message>
        <source>--hipri polls for completions (IOPOLL), which only direct I/O can do: add --direct=1, or leave out --hipri</source>
        <translation>--hipri thăm dò các lần hoàn tất (IOPOLL), điều chỉ I/O trực tiếp làm được: hãy thêm --direct=1, hoặc bỏ --hipri</translation>
    </message>
    <message>
        <source>--hipri needs polled completions, which %1 under %2 does not offer (its queue/io_poll is 0 or absent): give an NVMe drive poll queues (the kernel parameter nvme.poll_queues=N, or the nvme module&apos;s poll_queues option, then reload it), or leave --hipri out</source>
        <extracomment>%1 the device (loop0, nvme0n1), %2 the target</extracomment>
        <translation>--hipri cần hoàn tất bằng thăm dò (polling), điều mà %1 dưới %2 không hỗ trợ (queue/io_poll của nó là 0 hoặc không có): hãy cấp hàng đợi thăm dò cho ổ NVMe (tham số nhân nvme.poll_queues=N, hoặc tùy chọn poll_queues của mô-đun nvme rồi nạp lại), hoặc bỏ --hipri</translation>
    </message>
    <message>
        <source>--hipri needs polled completions from a block device, and %1 lies on none (%2): use a file on a device with poll queues, or leave --hipri out</source>
        <extracomment>%1 the target, %2 its filesystem (tmpfs, nfs...)</extracomment>
        <translation>--hipri cần hoàn tất bằng thăm dò từ một thiết bị khối, nhưng %1 không nằm trên thiết bị nào (%2): hãy dùng một tệp trên thiết bị có hàng đợi thăm dò, hoặc bỏ --hipri</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests, %3 % of the data of the %4 reads Surfio counted: the page cache (--direct=0) or a caching layer answered the rest, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 đã hoàn tất %2 yêu cầu đọc, %3 % dữ liệu của %4 lần đọc mà Surfio đếm: bộ đệm trang (--direct=0) hoặc một lớp đệm đã trả lời phần còn lại, nên các số liệu này không phải của thiết bị; --direct=1 đo chính thiết bị</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests, %3 % of the data of the %4 writes Surfio counted: the page cache (--direct=0) or a caching layer holds the rest or wrote it back later, so these figures are not the device&apos;s; --direct=1 measures the device</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the percentage of the data that reached it, %4 the I/Os Surfio counted</extracomment>
        <translation>%1 đã hoàn tất %2 yêu cầu ghi, %3 % dữ liệu của %4 lần ghi mà Surfio đếm: bộ đệm trang (--direct=0) hoặc một lớp đệm đang giữ phần còn lại hoặc đã ghi nó về sau, nên các số liệu này không phải của thiết bị; --direct=1 đo chính thiết bị</translation>
    </message>
    <message>
        <source>%1 completed %2 read requests for the %3 reads Surfio counted, %4 per read: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 đã hoàn tất %2 yêu cầu đọc cho %3 lần đọc mà Surfio đếm, %4 yêu cầu mỗi lần đọc: tầng khối đã chia nhỏ chúng (một yêu cầu chứa tối đa queue/max_sectors_kb và max_segments của thiết bị), nên thiết bị đã phục vụ các yêu cầu nhỏ hơn kích thước khối</translation>
    </message>
    <message>
        <source>%1 completed %2 write requests for the %3 writes Surfio counted, %4 per write: the block layer split them (a request holds at most the device&apos;s queue/max_sectors_kb and max_segments), so the device served smaller requests than the block size</source>
        <extracomment>%1 the device (vda), %2 the requests it completed, %3 the I/Os Surfio counted, %4 requests per I/O (2.0)</extracomment>
        <translation>%1 đã hoàn tất %2 yêu cầu ghi cho %3 lần ghi mà Surfio đếm, %4 yêu cầu mỗi lần ghi: tầng khối đã chia nhỏ chúng (một yêu cầu chứa tối đa queue/max_sectors_kb và max_segments của thiết bị), nên thiết bị đã phục vụ các yêu cầu nhỏ hơn kích thước khối</translation>
    </message>
    <message>
        <source>the worker thread kept a CPU busy %1 % of the measured time: the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 a percentage of the measured time</extracomment>
        <translation>luồng làm việc đã giữ một CPU bận %1 % thời gian đo: có thể chính CPU tạo tải, chứ không phải bộ lưu trữ, đang giới hạn các số liệu này</translation>
    </message>
    <message>
        <source>%1 of the %2 worker threads kept a CPU busy %3 % of the measured time or more (the busiest %4 %): the CPU that generates the load, not the storage, may be what limits these figures</source>
        <extracomment>%1 busy threads, %2 all threads, %3 the threshold (95), %4 the busiest thread&apos;s percentage</extracomment>
        <translation>%1 trên %2 luồng làm việc đã giữ một CPU bận từ %3 % thời gian đo trở lên (luồng bận nhất %4 %): có thể chính CPU tạo tải, chứ không phải bộ lưu trữ, đang giới hạn các số liệu này</translation>
    </message>
    <message>
        <source>file not registered (%1)</source>
        <translation>tệp không được đăng ký (%1)</translation>
    </message>
    <message>
        <source>could not keep a worker on CPU %1 (%2), so it ran wherever the scheduler put it</source>
        <extracomment>%1 a CPU number, %2 the system&apos;s reason</extracomment>
        <translation>không giữ được một worker trên CPU %1 (%2), nên nó chạy ở nơi bộ lập lịch đặt</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its warning temperature of %3 °C: a drive this hot may slow itself down to cool, so these figures may be below what it gives when cool; let it cool and run again, or cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its warning threshold, both in °C (45.9)</extracomment>
        <translation>%1 đã lên tới %2 °C, bằng hoặc vượt nhiệt độ cảnh báo %3 °C của nó: ổ nóng như vậy có thể tự giảm tốc để hạ nhiệt, nên các số liệu này có thể thấp hơn mức ổ đạt được khi mát; hãy để ổ nguội rồi chạy lại, hoặc làm mát ổ tốt hơn</translation>
    </message>
    <message>
        <source>%1 reached %2 °C, at or above its critical temperature of %3 °C: a drive this hot slows itself down or shuts down to protect itself, so these figures may be far below what it gives when cool; let it cool and run again, and cool it better</source>
        <extracomment>%1 the drive (nvme0n1, sda), %2 the hottest temperature it reported, %3 its critical threshold, both in °C (45.9)</extracomment>
        <translation>%1 đã lên tới %2 °C, bằng hoặc vượt nhiệt độ tới hạn %3 °C của nó: ổ nóng như vậy sẽ tự giảm tốc hoặc tắt để tự bảo vệ, nên các số liệu này có thể thấp hơn nhiều so với mức ổ đạt được khi mát; hãy để ổ nguội rồi chạy lại, và làm mát ổ tốt hơn</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device (a FIFO or a character device such as /dev/null or /dev/zero holds no storage to measure): name a file, a directory or a block device</source>
        <translation>%1 không phải tệp, thư mục hay thiết bị khối (một FIFO hoặc một thiết bị ký tự như /dev/null hay /dev/zero không chứa bộ nhớ lưu trữ nào để đo): hãy chỉ định một tệp, một thư mục hoặc một thiết bị khối</translation>
    </message>
    <message>
        <source>%1 holds %2, nothing past --offset=%3: give an --offset below the device&apos;s size</source>
        <translation>%1 chứa %2, không có gì sau --offset=%3: hãy đưa --offset nhỏ hơn kích thước của thiết bị</translation>
    </message>
    <message>
        <source>cannot open %1: %2: give a target you may read and write (a file in a folder of yours), or ask for access to it</source>
        <translation>không thể mở %1: %2: hãy đưa một mục tiêu mà bạn được đọc và ghi (một tệp trong thư mục của bạn), hoặc xin quyền truy cập vào nó</translation>
    </message>
    <message>
        <source>the run was paused: one sampling interval lasted %1 s where %2 ms was asked (the process was stopped, or the machine too busy to run it), so the figures count time in which Surfio issued nothing</source>
        <extracomment>%1 the longest sampling interval in seconds (2.1), %2 the interval asked for in milliseconds (100)</extracomment>
        <translation>phiên chạy đã bị tạm dừng: một khoảng lấy mẫu kéo dài %1 s trong khi yêu cầu là %2 ms (tiến trình đã bị dừng, hoặc máy quá bận để chạy nó), nên số liệu tính cả khoảng thời gian Surfio không gửi gì</translation>
    </message>
    <message>
        <source>cannot open %1: %2; let Surfio ask UDisks2 to open it (polkit asks for a password once), or join the group that owns %1</source>
        <translation>không mở được %1: %2; hãy để Surfio nhờ UDisks2 mở (polkit hỏi mật khẩu một lần), hoặc gia nhập nhóm sở hữu %1</translation>
    </message>
    <message>
        <source>the descriptor UDisks2 handed over for %1 is not open on that device any more; start again to ask anew</source>
        <translation>bộ mô tả UDisks2 trao cho %1 không còn mở trên thiết bị đó; hãy bắt đầu lại để xin lại</translation>
    </message>
    <message>
        <source>%1 was opened through UDisks2 for reading only, and this matrix writes; start again to ask for writing</source>
        <translation>%1 được mở qua UDisks2 chỉ để đọc, mà ma trận này có ghi; hãy bắt đầu lại để xin quyền ghi</translation>
    </message>
</context>
<context>
    <name>EngineFeatures</name>
    <message>
        <source>registered buffers</source>
        <translation>bộ đệm đăng ký</translation>
    </message>
    <message>
        <source>registered files</source>
        <translation>tệp đăng ký</translation>
    </message>
    <message>
        <source>buffers on %1 pages</source>
        <extracomment>%1 what backs the buffers, as the result file says: &quot;THP 2 MiB&quot;, &quot;hugetlb 2 MiB&quot;, &quot;4 KiB&quot;</extracomment>
        <translation>bộ đệm trên trang %1</translation>
    </message>
    <message numerus="yes">
        <source>up to %n I/O(s) per submission</source>
        <translation>
            <numerusform>tối đa %n I/O mỗi lần gửi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>waits for %n completion(s)</source>
        <translation>
            <numerusform>chờ %n I/O hoàn tất</numerusform>
        </translation>
    </message>
    <message>
        <source>one CPU per job (%1): each I/O a hand-off to a kernel thread</source>
        <extracomment>%1 a CPU list, &quot;0&quot; or &quot;0-1&quot;: Surfio pinned each job to one CPU, since at a low queue depth every I/O is a hand-off to a kernel thread (a loop device&apos;s worker, io_uring&apos;s worker for tmpfs)</extracomment>
        <translation>mỗi job một CPU (%1): mỗi I/O được chuyển cho một luồng nhân</translation>
    </message>
</context>
<context>
    <name>FioEngine</name>
    <message>
        <source>the fio server %1 cannot be reached (%2): start `fio --server` on it, or check the address and port (fio&apos;s default is 8765) and the firewall</source>
        <translation>không kết nối được tới máy chủ fio %1 (%2): hãy chạy `fio --server` trên đó, hoặc kiểm tra địa chỉ, cổng (mặc định của fio là 8765) và tường lửa</translation>
    </message>
    <message>
        <source>the fio server %1 is not a known host name (%2): check its spelling or give its address</source>
        <translation>máy chủ fio %1 không phải là tên máy đã biết (%2): hãy kiểm tra chính tả hoặc dùng địa chỉ IP</translation>
    </message>
    <message>
        <source>the fio server %1 went away mid-run (%2): the points before this one are kept</source>
        <translation>máy chủ fio %1 mất kết nối giữa chừng (%2): các điểm trước điểm này vẫn được giữ</translation>
    </message>
    <message>
        <source>fio is not installed (not found on PATH): install it (Debian: apt-get install fio) or choose Surfio&apos;s own engine</source>
        <translation>fio chưa được cài đặt (không tìm thấy trên PATH): hãy cài đặt (Debian: apt-get install fio) hoặc chọn engine riêng của Surfio</translation>
    </message>
    <message>
        <source>%1 --version did not answer: check that this fio runs</source>
        <translation>%1 --version không phản hồi: hãy kiểm tra xem fio này có chạy được không</translation>
    </message>
    <message>
        <source>%1 --version says &quot;%2&quot;, which is not fio&apos;s version: check that %1 is fio</source>
        <translation>%1 --version trả về &quot;%2&quot;, không phải phiên bản của fio: hãy kiểm tra xem %1 có đúng là fio không</translation>
    </message>
    <message>
        <source>%1 is fio %2.%3, older than %4.%5, the first with the io_uring engine Surfio&apos;s job files use: install a newer fio or put one first on PATH</source>
        <translation>%1 là fio %2.%3, cũ hơn %4.%5 — phiên bản đầu tiên có engine io_uring mà tệp job của Surfio dùng: hãy cài fio mới hơn hoặc đặt nó lên đầu PATH</translation>
    </message>
    <message>
        <source>cannot write fio&apos;s job file in %1: %2</source>
        <translation>không thể ghi tệp job của fio vào %1: %2</translation>
    </message>
    <message>
        <source>%1 did not start: %2</source>
        <translation>%1 không khởi động được: %2</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare) on %3: a host may have stopped answering; it was stopped</source>
        <translation>fio không kết thúc trong %1 s (thời gian khởi động, thời gian chạy và %2 s dự phòng) trên %3: có thể một máy chủ đã ngừng phản hồi; fio đã bị dừng</translation>
    </message>
    <message>
        <source>fio did not finish within %1 s (ramp, runtime and %2 s to spare): it was stopped</source>
        <translation>fio không kết thúc trong %1 s (thời gian khởi động, thời gian chạy và %2 s dự phòng): fio đã bị dừng</translation>
    </message>
    <message>
        <source>fio exited with code %1: %2</source>
        <translation>fio thoát với mã %1: %2</translation>
    </message>
    <message>
        <source>fio reported results from %1 of the %2 hosts (%3): the run stops here</source>
        <translation>fio chỉ báo kết quả từ %1 trong %2 máy chủ (%3): phiên chạy dừng tại đây</translation>
    </message>
    <message>
        <source>fio crashed</source>
        <translation>fio bị sập</translation>
    </message>
    <message>
        <source>fio crashed: %1</source>
        <translation>fio bị sập: %1</translation>
    </message>
    <message>
        <source>fio exited with code %1 and said nothing on its error output</source>
        <translation>fio thoát với mã %1 và không ghi gì ra đầu ra lỗi</translation>
    </message>
    <message>
        <source>fio wrote no report</source>
        <translation>fio không ghi báo cáo nào</translation>
    </message>
    <message>
        <source>fio wrote no report; it said: %1</source>
        <translation>fio không ghi báo cáo nào; fio báo: %1</translation>
    </message>
    <message>
        <source>fio&apos;s report cannot be read: %1</source>
        <translation>không đọc được báo cáo của fio: %1</translation>
    </message>
    <message>
        <source>fio reported no results for %1 (host:target): the run stops here</source>
        <translation>fio không báo kết quả nào cho %1 (máy chủ:đích): phiên chạy dừng tại đây</translation>
    </message>
</context>
<context>
    <name>FioExport</name>
    <message>
        <source>Surfio repeats this matrix in rounds until steady state (at most %1 rounds); fio cannot, so the file holds one round.</source>
        <translation>Surfio lặp lại ma trận này theo vòng cho đến khi đạt trạng thái ổn định (tối đa %1 vòng); fio không làm được, nên tệp chỉ chứa một vòng.</translation>
    </message>
    <message>
        <source>The shuffled order&apos;s seed is picked when Surfio runs the matrix; the file has the order of seed 0. Give --order-seed for another.</source>
        <translation>Seed của thứ tự xáo trộn được chọn khi Surfio chạy ma trận; tệp dùng thứ tự của seed 0. Hãy dùng --order-seed để chọn seed khác.</translation>
    </message>
    <message>
        <source>fio runs io_uring; where io_uring is unavailable Surfio would fall back to psync and fio stops with an error.</source>
        <translation>fio chạy io_uring; ở nơi không có io_uring, Surfio sẽ chuyển sang psync còn fio thì dừng với lỗi.</translation>
    </message>
    <message>
        <source>For the directory %1, fio works on one file, %2, and keeps it afterwards.</source>
        <translation>Với thư mục %1, fio làm việc trên một tệp, %2, và giữ lại tệp đó sau khi chạy.</translation>
    </message>
    <message>
        <source>The file writes to the device %1 and fio does not ask first, whatever is on it.</source>
        <translation>Tệp này ghi vào thiết bị %1 và fio không hỏi trước, bất kể trên đó có gì.</translation>
    </message>
    <message>
        <source>Surfio starts the sequential streams of several jobs on one target spread over its region; without a --size the file cannot say where, so in fio they all start at the region&apos;s start.</source>
        <translation>Surfio bắt đầu các luồng tuần tự của nhiều job trên cùng một mục tiêu ở các vị trí trải đều trong vùng; không có --size thì tệp không thể xác định vị trí, nên trong fio tất cả đều bắt đầu ở đầu vùng.</translation>
    </message>
    <message>
        <source>Prints a matrix as a fio job file that fio runs unchanged: a preset, a saved result&apos;s matrix, or the one the run options describe (the same options as surfio run). One stonewalled section per point and trial, in Surfio&apos;s run order; what fio cannot express is said in comments.</source>
        <translation>In một ma trận dưới dạng tệp job mà fio chạy được nguyên trạng: một cấu hình mẫu, ma trận của một kết quả đã lưu, hoặc ma trận do các tùy chọn chạy mô tả (giống các tùy chọn của surfio run). Mỗi điểm và mỗi lần thử là một phần có stonewall, theo thứ tự chạy của Surfio; những gì fio không diễn đạt được sẽ ghi trong chú thích.</translation>
    </message>
    <message>
        <source>surfio export-fio: --output-format is for results; the job file has one format</source>
        <translation>surfio export-fio: --output-format dành cho kết quả; tệp job chỉ có một định dạng</translation>
    </message>
    <message>
        <source>surfio export-fio: %1</source>
        <translation>surfio export-fio: %1</translation>
    </message>
    <message>
        <source>surfio export-fio: cannot write %1: %2</source>
        <translation>surfio export-fio: không thể ghi %1: %2</translation>
    </message>
    <message>
        <source>On a loop device (queue depth %1 or less) or a file on tmpfs (%2 or less), Surfio runs each job on one CPU of its own, as its result&apos;s worker_cpus says, since every I/O is a hand-off to a kernel thread; fio leaves them to the scheduler. For the same in fio, add cpus_allowed= with those CPUs and cpus_allowed_policy=split to those sections.</source>
        <extracomment>%1 and %2 queue depths</extracomment>
        <translation>Trên thiết bị loop (độ sâu hàng đợi %1 trở xuống) hoặc tệp trên tmpfs (%2 trở xuống), Surfio chạy mỗi job trên một CPU riêng, như worker_cpus trong kết quả cho biết, vì mỗi I/O đều được chuyển cho một luồng nhân; fio để bộ lập lịch quyết định. Để fio làm giống vậy, thêm cpus_allowed= với các CPU đó và cpus_allowed_policy=split vào các mục đó.</translation>
    </message>
    <message>
        <source>Surfio runs each unthrottled point again at shares of the IOPS it reached (--rate-steps); fio cannot measure a point before it sets a rate, so the file leaves those runs out. Give fio rate_iops= for them by hand.</source>
        <translation>Surfio chạy lại từng điểm không giới hạn ở các tỉ lệ của mức IOPS mà điểm đó đạt được (--rate-steps); fio không thể đo một điểm trước khi đặt tốc độ, nên tệp bỏ qua các lần chạy đó. Hãy tự đặt rate_iops= cho fio ở các lần chạy này.</translation>
    </message>
</context>
<context>
    <name>FioImport</name>
    <message>
        <source>A fio command line, e.g. &quot;fio --name=a --rw=randread --bs=4k&quot;.</source>
        <translation>Một dòng lệnh fio, ví dụ &quot;fio --name=a --rw=randread --bs=4k&quot;.</translation>
    </message>
    <message>
        <source>Save it as a preset file instead (NAME.json), which surfio run --preset=NAME.json runs; add --engine=fio to run it through fio with the options Surfio&apos;s engine does not use.</source>
        <translation>Thay vào đó, lưu thành tệp cấu hình mẫu (NAME.json) để surfio run --preset=NAME.json chạy; thêm --engine=fio để chạy qua fio cùng các tùy chọn mà engine của Surfio không dùng.</translation>
    </message>
    <message>
        <source>A fio job file, or - for standard input.</source>
        <translation>Một tệp job fio, hoặc - cho đầu vào chuẩn.</translation>
    </message>
    <message>
        <source>surfio import-fio: give one job file (or - for standard input), or --command &quot;fio ...&quot;</source>
        <translation>surfio import-fio: hãy đưa một tệp job (hoặc - cho đầu vào chuẩn), hoặc --command &quot;fio ...&quot;</translation>
    </message>
    <message>
        <source>--command</source>
        <translation>--command</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>đầu vào chuẩn</translation>
    </message>
    <message>
        <source>surfio import-fio: %1: %2</source>
        <translation>surfio import-fio: %1: %2</translation>
    </message>
    <message>
        <source>Imported from fio: %1</source>
        <translation>Nhập từ fio: %1</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine: %1</source>
        <translation>Engine của Surfio không dùng: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Ghi chú: %1</translation>
    </message>
    <message>
        <source>surfio import-fio: %1</source>
        <translation>surfio import-fio: %1</translation>
    </message>
    <message>
        <source>Saved the preset %1. Run it with:</source>
        <translation>Đã lưu cấu hình mẫu %1. Chạy bằng lệnh:</translation>
    </message>
    <message>
        <source>(a preset holds no target: give one, as above; add --engine=fio to run it through fio)</source>
        <translation>(cấu hình mẫu không chứa mục tiêu: hãy chỉ định một mục tiêu như trên; thêm --engine=fio để chạy qua fio)</translation>
    </message>
    <message>
        <source>Not used by Surfio&apos;s engine (kept for a run through fio):</source>
        <translation>Engine của Surfio không dùng (giữ lại để chạy qua fio):</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Ghi chú:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no job: fio runs only the sections other than [global], and there is none</source>
        <translation>không có job: fio chỉ chạy các phần khác [global], mà ở đây không có phần nào</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine</source>
        <translation>%1: %2 — engine của Surfio không dùng</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: %3</source>
        <translation>%1: %2 — engine của Surfio không dùng: %3</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 không phải số nguyên từ 0 đến %2</translation>
    </message>
    <message>
        <source>%1 is not 0 or 1</source>
        <translation>%1 không phải 0 hoặc 1</translation>
    </message>
    <message>
        <source>%1: Surfio does not issue trims, so this job cannot be imported</source>
        <translation>%1: Surfio không gửi lệnh trim, nên không thể nhập job này</translation>
    </message>
    <message>
        <source>%1 is not an I/O pattern fio knows: use read, write, randread, randwrite, rw (readwrite) or randrw</source>
        <translation>%1 không phải kiểu I/O mà fio biết: hãy dùng read, write, randread, randwrite, rw (readwrite) hoặc randrw</translation>
    </message>
    <message>
        <source>%1 needs a value, e.g. %1=1</source>
        <translation>%1 cần một giá trị, ví dụ %1=1</translation>
    </message>
    <message>
        <source>%1 is not a block size: use a number with an optional k or m suffix, e.g. bs=4k</source>
        <translation>%1 không phải kích thước khối: hãy dùng một số, có thể kèm hậu tố k hoặc m, ví dụ bs=4k</translation>
    </message>
    <message>
        <source>bssplit: %1</source>
        <translation>bssplit: %1</translation>
    </message>
    <message>
        <source>%1 is not a size: use a number with an optional k, m, g or t suffix, or a percentage, e.g. size=4g or size=50%</source>
        <translation>%1 không phải kích thước: hãy dùng một số, có thể kèm hậu tố k, m, g hoặc t, hoặc một tỉ lệ phần trăm, ví dụ size=4g hoặc size=50%</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. %2=1g</source>
        <translation>%1 không phải kích thước, ví dụ %2=1g</translation>
    </message>
    <message>
        <source>Surfio&apos;s region starts at a byte offset; it starts at 0</source>
        <translation>vùng của Surfio bắt đầu tại một độ lệch tính bằng byte; ở đây vùng bắt đầu tại 0</translation>
    </message>
    <message>
        <source>%1 is not a size, e.g. offset=1g</source>
        <translation>%1 không phải kích thước, ví dụ offset=1g</translation>
    </message>
    <message>
        <source>%1 is not a time: use seconds or a number with ms, s, m or h, e.g. runtime=60</source>
        <translation>%1 không phải thời gian: hãy dùng số giây hoặc một số kèm ms, s, m hoặc h, ví dụ runtime=60</translation>
    </message>
    <message>
        <source>%1 is not a time, e.g. ramp_time=5s</source>
        <translation>%1 không phải thời gian, ví dụ ramp_time=5s</translation>
    </message>
    <message>
        <source>Surfio runs its own engine (io_uring, or psync where io_uring is unavailable); with --engine=fio, fio uses it</source>
        <translation>Surfio chạy engine riêng (io_uring, hoặc psync ở nơi không có io_uring); với --engine=fio thì fio dùng tùy chọn này</translation>
    </message>
    <message>
        <source>Surfio repeats the same offsets from its seed on every run</source>
        <translation>Surfio lặp lại cùng các độ lệch từ seed của nó ở mỗi lần chạy</translation>
    </message>
    <message>
        <source>%1 is not 1000 or 1024</source>
        <translation>%1 không phải 1000 hoặc 1024</translation>
    </message>
    <message>
        <source>%1: norandommap is what Surfio always does: random offsets keep no coverage map</source>
        <translation>%1: Surfio luôn làm như norandommap: độ lệch ngẫu nhiên không lưu bản đồ phủ</translation>
    </message>
    <message>
        <source>%1: %2 has no effect on rw=%3, in fio as in Surfio</source>
        <translation>%1: %2 không có tác dụng với rw=%3, trong fio cũng như trong Surfio</translation>
    </message>
    <message>
        <source>the %1 suffix (offsets skipped or random runs) is not modelled</source>
        <translation>hậu tố %1 (bỏ qua độ lệch hoặc các đợt ngẫu nhiên) không được hỗ trợ</translation>
    </message>
    <message>
        <source>Surfio has one split for reads and writes; %1 is used</source>
        <translation>Surfio chỉ có một cách phân chia cho cả đọc và ghi; dùng %1</translation>
    </message>
    <message>
        <source>bssplit wins over bs, as in fio</source>
        <translation>bssplit được ưu tiên hơn bs, như trong fio</translation>
    </message>
    <message>
        <source>it gives no split for this job&apos;s direction</source>
        <translation>nó không đưa ra cách phân chia cho chiều I/O của job này</translation>
    </message>
    <message>
        <source>Surfio has one block size for reads and writes; the read size %1 is used</source>
        <translation>Surfio chỉ có một kích thước khối cho cả đọc và ghi; dùng kích thước đọc %1</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; %1 is used</source>
        <translation>Surfio không có dải kích thước khối; dùng %1</translation>
    </message>
    <message>
        <source>Surfio has one cap for reads and writes; %1 is used</source>
        <translation>Surfio chỉ có một mức giới hạn cho cả đọc và ghi; dùng %1</translation>
    </message>
    <message>
        <source>%1: %2 — fio caps reads and writes at this rate each; Surfio caps all I/Os of a job together</source>
        <translation>%1: %2 — fio giới hạn riêng đọc và ghi ở mức này; Surfio giới hạn chung mọi I/O của một job</translation>
    </message>
    <message>
        <source>Surfio has one random share for reads and writes; %1 is used</source>
        <translation>Surfio chỉ có một tỉ lệ ngẫu nhiên cho cả đọc và ghi; dùng %1</translation>
    </message>
    <message>
        <source>%1: size=100% — the whole target, as Surfio&apos;s default region</source>
        <translation>%1: size=100% — toàn bộ mục tiêu, giống vùng mặc định của Surfio</translation>
    </message>
    <message>
        <source>Surfio&apos;s region is the whole target or a size in bytes; the whole target is used</source>
        <translation>vùng của Surfio là toàn bộ mục tiêu hoặc một kích thước tính bằng byte; dùng toàn bộ mục tiêu</translation>
    </message>
    <message>
        <source>%1: fio spreads the jobs&apos; files over %2 directories; Surfio&apos;s targets are in %3</source>
        <translation>%1: fio trải các tệp của job ra %2 thư mục; các mục tiêu của Surfio nằm trong %3</translation>
    </message>
    <message>
        <source>%1: no filename or directory, so fio would create its files in the directory it runs in; give Surfio a target (--filename or --directory) when running</source>
        <translation>%1: không có filename hay directory, nên fio sẽ tạo tệp trong thư mục nơi nó chạy; hãy chỉ định mục tiêu cho Surfio (--filename hoặc --directory) khi chạy</translation>
    </message>
    <message>
        <source>%1: fio gives each of the %2 jobs its own file in the directory; Surfio&apos;s jobs share one scratch file</source>
        <translation>%1: fio cho mỗi job trong %2 job một tệp riêng trong thư mục; các job của Surfio dùng chung một tệp tạm</translation>
    </message>
    <message>
        <source>%1: time_based without runtime runs until fio is stopped; Surfio runs %2</source>
        <translation>%1: time_based không có runtime sẽ chạy cho đến khi fio bị dừng; Surfio chạy %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>the whole target</source>
        <translation>toàn bộ mục tiêu</translation>
    </message>
    <message>
        <source>job %1 (%2) has %3 %4 but job %5 has %6: Surfio&apos;s matrix has one %3 for every point, so %6 from job %5 is used; import the jobs separately to keep both</source>
        <translation>job %1 (%2) có %3 %4 nhưng job %5 có %6: ma trận của Surfio chỉ có một %3 cho mọi điểm, nên dùng %6 của job %5; hãy nhập riêng từng job để giữ cả hai</translation>
    </message>
    <message>
        <source>job %1 (%2) has no stonewall, so fio runs it at the same time as the job before it; Surfio runs the jobs one after another</source>
        <translation>job %1 (%2) không có stonewall, nên fio chạy nó đồng thời với job trước đó; Surfio chạy các job lần lượt</translation>
    </message>
    <message>
        <source>group_reporting: Surfio always reports the jobs of a point together, as group_reporting does</source>
        <translation>group_reporting: Surfio luôn báo cáo chung các job của một điểm, như group_reporting</translation>
    </message>
    <message>
        <source>direct=0: the runs go through the page cache (fio&apos;s default when direct is not given)</source>
        <translation>direct=0: các lần chạy đi qua bộ đệm trang (mặc định của fio khi không có direct)</translation>
    </message>
    <message>
        <source>job %1: Surfio will not run this point as it is: %2</source>
        <translation>job %1: Surfio sẽ không chạy điểm này như hiện tại: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>dòng %1</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no closing ]</source>
        <translation>tiêu đề phần &quot;%1&quot; thiếu dấu ] đóng</translation>
    </message>
    <message>
        <source>the section header &quot;%1&quot; has no name</source>
        <translation>tiêu đề phần &quot;%1&quot; không có tên</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: included job files are not read; import that file on its own</source>
        <translation>&quot;%1&quot;: các tệp job được include không được đọc; hãy nhập riêng tệp đó</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; comes before any section: put it under [global] or a [job]</source>
        <translation>tùy chọn &quot;%1&quot; đứng trước mọi phần: hãy đặt nó dưới [global] hoặc một [job]</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>dòng lệnh</translation>
    </message>
    <message>
        <source>argument %1 (%2)</source>
        <translation>đối số %1 (%2)</translation>
    </message>
    <message>
        <source>reading a job file from standard input is not imported here</source>
        <translation>ở đây không hỗ trợ nhập tệp job đọc từ đầu vào chuẩn</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a job file: import it with surfio import-fio %1</source>
        <translation>&quot;%1&quot; là một tệp job: hãy nhập bằng surfio import-fio %1</translation>
    </message>
    <message>
        <source>%1: %2 — not used by Surfio&apos;s engine: an option of fio itself</source>
        <translation>%1: %2 — engine của Surfio không dùng: đây là tùy chọn của chính fio</translation>
    </message>
    <message>
        <source>the fio command line is empty</source>
        <translation>dòng lệnh fio trống</translation>
    </message>
    <message>
        <source>%1: %2 — the job only writes, so %3 is used</source>
        <translation>%1: %2 — job này chỉ ghi, nên dùng %3</translation>
    </message>
    <message>
        <source>%1: %2 — the job only reads, so %3 is used</source>
        <translation>%1: %2 — job này chỉ đọc, nên dùng %3</translation>
    </message>
    <message>
        <source>Surfio has no block-size ranges; the bssplit is used</source>
        <translation>Surfio không có dải kích thước khối; dùng bssplit</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target or at runtime; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1: fio kết thúc job sau một lượt qua toàn bộ mục tiêu hoặc khi hết runtime; ở đây Surfio không biết kích thước mục tiêu nên chạy %2</translation>
    </message>
    <message>
        <source>%1: fio ends the job after one pass over the target; Surfio does not know the target&apos;s size here and runs %2</source>
        <translation>%1: fio kết thúc job sau một lượt qua toàn bộ mục tiêu; ở đây Surfio không biết kích thước mục tiêu nên chạy %2</translation>
    </message>
    <message>
        <source>Surfio checks with crc32c only, so this job runs without verify; verify=crc32c keeps it</source>
        <translation>Surfio chỉ kiểm tra bằng crc32c, nên job này chạy không kiểm tra; verify=crc32c thì giữ được</translation>
    </message>
    <message>
        <source>Surfio checks every 512 bytes</source>
        <translation>Surfio kiểm tra mỗi 512 byte</translation>
    </message>
    <message>
        <source>%1 is not a CPU list: give CPU numbers and ranges separated by commas, e.g. cpus_allowed=0-3,5</source>
        <translation>%1 không phải là danh sách CPU: hãy đưa số CPU và khoảng, ngăn cách bằng dấu phẩy, ví dụ cpus_allowed=0-3,5</translation>
    </message>
    <message>
        <source>Surfio&apos;s engine waits for at least one completion, so 1 is used</source>
        <translation>engine của Surfio chờ ít nhất một lần hoàn tất, nên dùng 1</translation>
    </message>
    <message>
        <source>iodepth_batch_submit is not given: fio would submit each I/O on its own (its default, 1), Surfio submits by its own rule; give iodepth_batch_submit=1 to submit as fio does</source>
        <translation>không có iodepth_batch_submit: fio sẽ gửi từng I/O riêng lẻ (mặc định của nó là 1), còn Surfio gửi theo quy tắc riêng; hãy đặt iodepth_batch_submit=1 để gửi như fio</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bất kỳ</translation>
    </message>
    <message>
        <source>this is JSON, not a fio job file: fio&apos;s JSON output is read by surfio compare, surfio report and the workbench&apos;s Open; import-fio reads job files (name=value lines under [sections])</source>
        <translation>đây là JSON, không phải tệp job của fio: đầu ra JSON của fio được đọc bằng surfio compare, surfio report và lệnh Mở của giao diện đồ họa; import-fio đọc tệp job (các dòng tên=giá trị dưới các [mục])</translation>
    </message>
    <message>
        <source>this is not text: give a fio job file (name=value lines under [sections])</source>
        <translation>đây không phải văn bản: hãy đưa một tệp job của fio (các dòng tên=giá trị dưới các [mục])</translation>
    </message>
    <message>
        <source>surfio import-fio: --output: %1</source>
        <translation>surfio import-fio: --output: %1</translation>
    </message>
    <message>
        <source>--output is empty: give the preset file to save (NAME.json), or leave --output out to print the preset</source>
        <translation>--output đang trống: hãy đưa tệp cấu hình mẫu cần lưu (NAME.json), hoặc bỏ --output để in cấu hình mẫu ra</translation>
    </message>
    <message>
        <source>--output=%1: a preset file&apos;s name ends in .json</source>
        <translation>--output=%1: tên tệp cấu hình mẫu phải kết thúc bằng .json</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
    <message>
        <source>Reads a fio job file or a fio command line and prints it as a Surfio preset file (JSON, which surfio run --preset=FILE.json runs). Each fio job becomes one point, in the file&apos;s order. Options Surfio&apos;s engine does not use, and where the matrix differs from what fio would run, are listed on standard error.</source>
        <translation>Đọc một tệp job của fio hoặc một dòng lệnh fio và in ra dưới dạng tệp cấu hình mẫu của Surfio (JSON, chạy được bằng surfio run --preset=FILE.json). Mỗi job của fio trở thành một điểm, theo thứ tự trong tệp. Các tùy chọn mà engine của Surfio không dùng, và những chỗ ma trận khác với những gì fio sẽ chạy, được liệt kê trên đầu ra lỗi chuẩn.</translation>
    </message>
</context>
<context>
    <name>FioJson</name>
    <message>
        <source>fio JSON is damaged at line %1: %2</source>
        <translation>JSON của fio bị hỏng ở dòng %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>không phải một đối tượng</translation>
    </message>
    <message>
        <source>no fio JSON output: no line starts with &apos;{&apos;</source>
        <translation>không có đầu ra JSON của fio: không dòng nào bắt đầu bằng &apos;{&apos;</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a positive whole number</source>
        <translation>%1 &quot;%2&quot; không phải số nguyên dương</translation>
    </message>
    <message>
        <source>rw &quot;%1&quot; is not an I/O pattern Surfio knows</source>
        <translation>rw &quot;%1&quot; không phải kiểu I/O mà Surfio biết</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a percentage</source>
        <translation>%1 &quot;%2&quot; không phải tỉ lệ phần trăm</translation>
    </message>
    <message>
        <source>bssplit &quot;%1&quot;: %2</source>
        <translation>bssplit &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>bs &quot;%1&quot; is not a block size</source>
        <translation>bs &quot;%1&quot; không phải kích thước khối</translation>
    </message>
    <message>
        <source>runtime &quot;%1&quot; is not a duration</source>
        <translation>runtime &quot;%1&quot; không phải khoảng thời gian</translation>
    </message>
    <message>
        <source>%1[%2] (job &quot;%3&quot;)</source>
        <translation>%1[%2] (job &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>%1 has no &quot;read&quot; and &quot;write&quot; objects (unified_rw_reporting is not read)</source>
        <translation>%1 không có đối tượng &quot;read&quot; và &quot;write&quot; (unified_rw_reporting không được đọc)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>fio reported error %1 (%2)</source>
        <translation>fio báo lỗi %1 (%2)</translation>
    </message>
    <message>
        <source>not fio JSON output: no &quot;jobs&quot; or &quot;client_stats&quot; array</source>
        <translation>không phải đầu ra JSON của fio: không có mảng &quot;jobs&quot; hay &quot;client_stats&quot;</translation>
    </message>
    <message>
        <source>latency percentile &quot;%1&quot; is not a percentage</source>
        <translation>bách phân vị độ trễ &quot;%1&quot; không phải là một tỷ lệ phần trăm</translation>
    </message>
    <message>
        <source>it holds no job results (&quot;jobs&quot; is empty): fio measured nothing, so there is nothing to read</source>
        <translation>nó không chứa kết quả job nào (&quot;jobs&quot; trống): fio không đo gì cả, nên không có gì để đọc</translation>
    </message>
    <message>
        <source>%1 is not one of the sections fio was given for this point: the passed-through options may have added jobs</source>
        <translation>%1 không phải là một trong các section đã giao cho fio cho điểm này: các tùy chọn được chuyển tiếp có thể đã thêm job</translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>%1 cannot be written: the image could not be encoded</source>
        <translation>không thể ghi %1: không mã hóa được ảnh</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>%1 is %2, not a file: give a fio job file</source>
        <translation>%1 là %2, không phải tệp: hãy đưa một tệp job fio</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a fio job file is text of a few KiB</source>
        <translation>%1 lớn hơn %2: một tệp job fio là văn bản chỉ vài KiB</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a preset file (.json)</source>
        <translation>%1 là %2, không phải tệp: hãy đưa một tệp cấu hình mẫu (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a preset file is text of a few KiB</source>
        <translation>%1 lớn hơn %2: một tệp cấu hình mẫu là văn bản chỉ vài KiB</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a result file (.json)</source>
        <translation>%1 là %2, không phải tệp: hãy đưa một tệp kết quả (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a result: is it a result file?</source>
        <translation>%1 lớn hơn %2, mức tối đa Surfio đọc cho một kết quả: đây có đúng là tệp kết quả không?</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give the journal of an interrupted run (RESULT.json.journal)</source>
        <translation>%1 là %2, không phải tệp: hãy đưa nhật ký của một phiên chạy bị gián đoạn (RESULT.json.journal)</translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most Surfio reads as a journal: is it a journal?</source>
        <translation>%1 lớn hơn %2, mức tối đa Surfio đọc cho một nhật ký: đây có đúng là nhật ký không?</translation>
    </message>
    <message>
        <source>a directory</source>
        <translation>một thư mục</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>một thiết bị ký tự</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>một thiết bị khối</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>một FIFO (ống có tên)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>một socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>một tệp đặc biệt</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>không thể đọc %1: %2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>đầu vào chuẩn</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: give a volume profile file (.json)</source>
        <translation>%1 là %2, không phải tệp: hãy đưa một tệp hồ sơ volume (.json)</translation>
    </message>
    <message>
        <source>%1 is larger than %2: a volume profile is text of a few KiB</source>
        <translation>%1 lớn hơn %2: hồ sơ volume là văn bản vài KiB</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1` (or Run → Resume interrupted run), or remove it to start over</source>
        <translation>%1 đã tồn tại: tệp này thuộc về một phiên chạy bị gián đoạn. Hãy tiếp tục bằng `surfio resume %1` (hoặc Chạy → Tiếp tục phiên chạy bị gián đoạn), hoặc xóa nó để chạy lại từ đầu</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>không thể tạo tệp journal %1: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>không thể mở tệp journal %1: %2</translation>
    </message>
    <message>
        <source>cannot repair the journal %1: %2</source>
        <translation>không thể sửa tệp journal %1: %2</translation>
    </message>
    <message>
        <source>cannot write the journal %1: %2</source>
        <translation>không thể ghi tệp journal %1: %2</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 bị hỏng ở dòng %2: %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>không phải một đối tượng JSON</translation>
    </message>
    <message>
        <source>%1 is not a Surfio journal this version reads (line 1 has no &quot;surfio_journal&quot;: 1)</source>
        <translation>%1 không phải tệp journal Surfio mà phiên bản này đọc được (dòng 1 không có &quot;surfio_journal&quot;: 1)</translation>
    </message>
    <message>
        <source>%1 line 1: %2</source>
        <translation>%1 dòng 1: %2</translation>
    </message>
    <message>
        <source>no &quot;output&quot; path</source>
        <translation>không có đường dẫn &quot;output&quot;</translation>
    </message>
    <message>
        <source>neither a &quot;run&quot; nor a &quot;precondition&quot; record</source>
        <translation>không phải bản ghi &quot;run&quot; cũng không phải &quot;precondition&quot;</translation>
    </message>
    <message>
        <source>point %1, trial %2, round %3</source>
        <translation>điểm %1, lần thử %2, vòng %3</translation>
    </message>
    <message>
        <source>%1 is not in the run&apos;s matrix</source>
        <translation>%1 không có trong ma trận của phiên chạy</translation>
    </message>
    <message>
        <source>the run recorded as %1 is not that point of the matrix</source>
        <translation>lần chạy được ghi là %1 không phải điểm đó của ma trận</translation>
    </message>
    <message>
        <source>%1 is recorded twice</source>
        <translation>%1 được ghi hai lần</translation>
    </message>
    <message numerus="yes">
        <source>%n finished run(s) are missing from the journal %1</source>
        <translation>
            <numerusform>%n lần chạy đã xong bị thiếu trong nhật ký %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 line 1: &quot;format&quot; is &quot;%2&quot;, not one Surfio writes (json, csv or normal)</source>
        <translation>%1 dòng 1: &quot;format&quot; là &quot;%2&quot;, không phải định dạng mà Surfio ghi (json, csv hoặc normal)</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to resume; start the run again (it takes the journal over) or remove it</source>
        <translation>%1 trống: không có gì để tiếp tục; hãy chạy lại (lần chạy sẽ tiếp quản nhật ký) hoặc xóa nó</translation>
    </message>
</context>
<context>
    <name>JournalLock</name>
    <message>
        <source>%1 is in use by another Surfio run (PID %2): wait until it ends, or stop it first</source>
        <translation>%1 đang được một phiên chạy Surfio khác sử dụng (PID %2): hãy đợi phiên đó kết thúc, hoặc dừng nó trước</translation>
    </message>
    <message>
        <source>%1 is in use by another Surfio run: wait until it ends, or stop it first</source>
        <translation>%1 đang được một phiên chạy Surfio khác sử dụng: hãy đợi phiên đó kết thúc, hoặc dừng nó trước</translation>
    </message>
    <message>
        <source>cannot create the journal %1: %2</source>
        <translation>không thể tạo tệp journal %1: %2</translation>
    </message>
    <message>
        <source>cannot lock the journal %1: %2</source>
        <translation>không thể khóa tệp journal %1: %2</translation>
    </message>
    <message>
        <source>cannot open the journal %1: %2</source>
        <translation>không thể mở tệp journal %1: %2</translation>
    </message>
</context>
<context>
    <name>JsonNumbers</name>
    <message>
        <source>%1 is %2, not %3</source>
        <translation>%1 là %2, không phải %3</translation>
    </message>
    <message>
        <source>a count (a whole number from 0)</source>
        <translation>một số đếm (số nguyên từ 0 trở lên)</translation>
    </message>
    <message>
        <source>a number from 0</source>
        <translation>một số từ 0 trở lên</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Start the run at once.</source>
        <translation>Bắt đầu chạy ngay.</translation>
    </message>
    <message>
        <source>When the run finishes, save the window as a PNG.</source>
        <translation>Khi chạy xong, lưu cửa sổ thành ảnh PNG.</translation>
    </message>
    <message>
        <source>When the run finishes, save the surface as a PNG.</source>
        <translation>Khi chạy xong, lưu bề mặt thành ảnh PNG.</translation>
    </message>
    <message>
        <source>When the run finishes, save the result as JSON.</source>
        <translation>Khi chạy xong, lưu kết quả dạng JSON.</translation>
    </message>
    <message>
        <source>Quit when the run finishes (exit code 0 when it succeeded).</source>
        <translation>Thoát khi chạy xong (mã thoát 0 nếu thành công).</translation>
    </message>
    <message>
        <source>When the run finishes, print the longest pause of the window&apos;s event loop during it.</source>
        <translation>Khi chạy xong, in ra khoảng dừng lâu nhất của vòng lặp sự kiện của cửa sổ trong lúc chạy.</translation>
    </message>
    <message>
        <source>The matrix editor&apos;s tab to show, also in --screenshot: points or method.</source>
        <translation>Thẻ của trình soạn ma trận cần hiển thị, kể cả trong --screenshot: points hoặc method.</translation>
    </message>
    <message>
        <source>--setup-tab=%1 is not a tab of the matrix editor: use points or method</source>
        <translation>--setup-tab=%1 không phải thẻ của trình soạn ma trận: hãy dùng points hoặc method</translation>
    </message>
    <message>
        <source>What the 2D tab shows: lines (the default) or heat-map.</source>
        <translation>Nội dung thẻ 2D hiển thị: lines (mặc định) hoặc heat-map.</translation>
    </message>
    <message>
        <source>When the run finishes, export the chart of the view on show (--tab) as a PNG or an SVG, by the file&apos;s suffix, with its title, axis titles, colour scale and how it was measured.</source>
        <translation>Khi chạy xong, xuất biểu đồ của chế độ xem đang hiển thị (--tab) thành PNG hoặc SVG, tùy theo phần mở rộng của tệp, kèm tiêu đề, tiêu đề các trục, thang màu và cách đo.</translation>
    </message>
    <message>
        <source>The size of --export-chart in pixels, WIDTHxHEIGHT (default 1920x1080).</source>
        <translation>Kích thước của --export-chart tính bằng pixel, WIDTHxHEIGHT (rộng x cao; mặc định 1920x1080).</translation>
    </message>
    <message>
        <source>light (the default) or dark, for --export-chart.</source>
        <translation>light (mặc định) hoặc dark, cho --export-chart.</translation>
    </message>
    <message>
        <source>The title of --export-chart (default: the device or target, the pattern, the queue depth and jobs); empty for none.</source>
        <translation>Tiêu đề của --export-chart (mặc định: thiết bị hoặc mục tiêu, kiểu truy cập, độ sâu hàng đợi và số job); để trống nếu không cần tiêu đề.</translation>
    </message>
    <message>
        <source>--2d-chart=%1 is not a chart of the 2D tab: use lines or heat-map</source>
        <translation>--2d-chart=%1 không phải biểu đồ của thẻ 2D: hãy dùng lines hoặc heat-map</translation>
    </message>
    <message>
        <source>--export-size=%1 is not a size: give WIDTHxHEIGHT in pixels, each from 16 to 16384, e.g. 1920x1080</source>
        <translation>--export-size=%1 không phải kích thước: hãy đưa WIDTHxHEIGHT (rộng x cao) tính bằng pixel, mỗi chiều từ 16 đến 16384, ví dụ 1920x1080</translation>
    </message>
    <message>
        <source>--export-theme=%1 is not a theme: use light or dark</source>
        <translation>--export-theme=%1 không phải chủ đề hợp lệ: hãy dùng light hoặc dark</translation>
    </message>
    <message>
        <source>Full screen (Esc or F11 leaves it); the matrix repeats on the same laid-out target until stopped. Keeps only the last loop&apos;s result (surfio-demo-last.json in the runs folder), no journal and no settings. A touch on its figures or a key stops it.</source>
        <translation>Toàn màn hình (Esc hoặc F11 để thoát); ma trận lặp lại trên cùng mục tiêu đã ghi sẵn cho đến khi bị dừng. Chỉ giữ kết quả của vòng lặp cuối cùng (surfio-demo-last.json trong thư mục các lần chạy), không có tệp journal và không lưu cài đặt. Chạm vào các số liệu hoặc nhấn một phím để dừng.</translation>
    </message>
    <message>
        <source>With --demo: a loop of each preset in turn (names as surfio presets lists them), the other job options applied to each, until stopped. With --quit-when-done, each preset once.</source>
        <translation>Với --demo: lần lượt lặp qua từng cấu hình mẫu (tên như surfio presets liệt kê), áp dụng các tùy chọn job khác cho từng mẫu, cho đến khi bị dừng. Với --quit-when-done, mỗi cấu hình mẫu chạy một lần.</translation>
    </message>
    <message>
        <source>--demo-playlist names the presets: leave out --preset and --rerun</source>
        <translation>--demo-playlist đã chỉ định các cấu hình mẫu: hãy bỏ --preset và --rerun</translation>
    </message>
    <message>
        <source>--demo-playlist=%1 has an empty name: give preset names separated by commas, e.g. --demo-playlist=oltp,video</source>
        <translation>--demo-playlist=%1 có một tên trống: hãy đưa tên các cấu hình mẫu, ngăn cách bằng dấu phẩy, ví dụ --demo-playlist=oltp,video</translation>
    </message>
    <message>
        <source>--demo-playlist: %1</source>
        <translation>--demo-playlist: %1</translation>
    </message>
    <message>
        <source>--%1 only goes with --demo</source>
        <translation>--%1 chỉ dùng cùng --demo</translation>
    </message>
    <message>
        <source>With --demo: race a saved result, e.g. &quot;4.2× the IOPS of a SATA SSD at 4 KiB random read&quot; while that workload runs.</source>
        <translation>Với --demo: đua với một kết quả đã lưu, ví dụ &quot;4,2× IOPS của một SSD SATA khi đọc ngẫu nhiên 4 KiB&quot; trong lúc tải đó đang chạy.</translation>
    </message>
    <message>
        <source>Show a saved result (Surfio&apos;s or fio&apos;s JSON) at start; without --autostart, --screenshot and --quit-when-done act once it is on show.</source>
        <translation>Hiển thị một kết quả đã lưu (JSON của Surfio hoặc fio) khi khởi động; nếu không có --autostart, --screenshot và --quit-when-done sẽ thực hiện ngay khi kết quả đó được hiển thị.</translation>
    </message>
    <message>
        <source>Compare a saved result (Surfio&apos;s or fio&apos;s JSON) with the one on show, as File → Compare with… does; repeat it for more.</source>
        <translation>So sánh một kết quả đã lưu (JSON của Surfio hoặc fio) với kết quả đang hiển thị, như Tệp → So sánh với…; lặp lại tùy chọn này để so sánh thêm kết quả khác.</translation>
    </message>
    <message>
        <source>The view to show, also in --screenshot: live, surface, 2d, results, steady-state, load, compare or log.</source>
        <translation>Chế độ xem cần hiển thị, kể cả trong --screenshot: live, surface, 2d, results, steady-state, load, compare hoặc log.</translation>
    </message>
    <message>
        <source>--tab=%1 is not a view: use live, surface, 2d, results, steady-state, load, compare or log</source>
        <translation>--tab=%1 không phải chế độ xem hợp lệ: hãy dùng live, surface, 2d, results, steady-state, load, compare hoặc log</translation>
    </message>
    <message>
        <source>When the run finishes, write a report of the result on show and the runs compared with it: one HTML file with its images inside, or a PDF, by the file&apos;s suffix.</source>
        <translation>Khi chạy xong, ghi báo cáo về kết quả đang hiển thị và các lần chạy được so sánh với nó: một tệp HTML chứa sẵn hình ảnh, hoặc một tệp PDF, tùy theo phần mở rộng của tệp.</translation>
    </message>
    <message>
        <source>--export-report=%1 is neither an .html nor a .pdf file: the suffix chooses the format</source>
        <translation>--export-report=%1 không phải tệp .html hay .pdf: phần mở rộng quyết định định dạng</translation>
    </message>
    <message>
        <source>--compare-show=%1 is not a view of the Compare tab: use table or ratio</source>
        <translation>--compare-show=%1 không phải chế độ xem của thẻ So sánh: hãy dùng table hoặc ratio</translation>
    </message>
    <message>
        <source>What the Compare tab shows: table (the default) or ratio (the ratio surface).</source>
        <translation>Nội dung thẻ So sánh hiển thị: table (mặc định) hoặc ratio (bề mặt tỉ số).</translation>
    </message>
    <message>
        <source>--export-chart=%1 is neither a .png nor an .svg file: the suffix chooses the format</source>
        <translation>--export-chart=%1 không phải tệp .png hay .svg: phần mở rộng quyết định định dạng</translation>
    </message>
    <message>
        <source>it is empty: give the file to write</source>
        <translation>giá trị trống: hãy đưa tệp cần ghi</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>When the run finishes, save the detail window of the point picked (--point), else of the first, as a PNG.</source>
        <translation>Khi chạy xong, lưu cửa sổ chi tiết của điểm đã chọn (--point), nếu không thì của điểm đầu tiên, thành PNG.</translation>
    </message>
    <message>
        <source>When the run finishes or the result opens, pick this point (1 for the first): the Results table&apos;s current row, in every view.</source>
        <translation>Khi chạy xong hoặc khi mở kết quả, chọn điểm này (1 là điểm đầu tiên): dòng hiện tại của bảng Kết quả, trong mọi chế độ xem.</translation>
    </message>
    <message>
        <source>--point=%1 is not a point: give its number, 1 for the first</source>
        <translation>--point=%1 không phải là một điểm: hãy nhập số của nó, 1 là điểm đầu tiên</translation>
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
        <translation>surfio: %1 (xem surfio --help)</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
    </message>
    <message>
        <source>surfio: there is no display for the workbench: use `surfio run` with the same options for a headless run, or set DISPLAY
</source>
        <translation>surfio: không có màn hình cho giao diện đồ họa: hãy dùng `surfio run` với cùng các tùy chọn để chạy không giao diện, hoặc đặt DISPLAY
</translation>
    </message>
    <message>
        <source>surfio: %1 is not a command: use one of %2, or options alone for the workbench (surfio --help)</source>
        <translation>surfio: %1 không phải là lệnh: hãy dùng một trong các lệnh %2, hoặc chỉ dùng tùy chọn để mở giao diện đồ họa (surfio --help)</translation>
    </message>
    <message>
        <source>Surfio, a storage I/O benchmarking workbench. With a display it opens the workbench; the job options below (fio&apos;s names, as for `surfio run`) fill its matrix and target.
Commands: surfio run [options] runs headless (surfio run --help); surfio presets [NAME] lists the presets or describes one; surfio volumes [SPEC] lists what cloud volumes promise; surfio resume JOURNAL finishes an interrupted run; surfio export-fio [options] writes the matrix as a fio job file; surfio import-fio FILE reads one; surfio compare A.json B.json compares saved results point by point; surfio report RESULT.json --output=FILE.html|FILE.pdf writes a report of one.</source>
        <translation>Surfio, công cụ đo hiệu suất I/O lưu trữ. Khi có màn hình, lệnh này mở giao diện đồ họa; các tùy chọn job dưới đây (tên của fio, như với `surfio run`) điền sẵn ma trận và mục tiêu.
Các lệnh: surfio run [tùy chọn] chạy không cần giao diện (surfio run --help); surfio presets [NAME] liệt kê các cấu hình mẫu hoặc mô tả một mẫu; surfio volumes [SPEC] liệt kê những gì các volume đám mây hứa hẹn; surfio resume JOURNAL hoàn tất một phiên chạy bị gián đoạn; surfio export-fio [tùy chọn] ghi ma trận thành tệp job fio; surfio import-fio FILE đọc một tệp như vậy; surfio compare A.json B.json so sánh các kết quả đã lưu theo từng điểm; surfio report RESULT.json --output=FILE.html|FILE.pdf ghi báo cáo cho một kết quả đã lưu.</translation>
    </message>
</context>
<context>
    <name>MatrixJson</name>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a whole number from %3 to %4</source>
        <translation>&quot;%1&quot; chứa %2, không phải số nguyên từ %3 đến %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list, e.g. [1, 2]</source>
        <translation>&quot;%1&quot; phải là một danh sách, ví dụ [1, 2]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty: give at least one value</source>
        <translation>&quot;%1&quot; trống: hãy đưa ít nhất một giá trị</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds %2, which is not a time in milliseconds</source>
        <translation>&quot;%1&quot; chứa %2, không phải thời gian tính bằng mili giây</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should be a list of strings</source>
        <translation>&quot;%1&quot; phải là một danh sách chuỗi</translation>
    </message>
    <message>
        <source>&quot;rw&quot; should be a list of patterns, e.g. [&quot;randrw&quot;]</source>
        <translation>&quot;rw&quot; phải là một danh sách kiểu I/O, ví dụ [&quot;randrw&quot;]</translation>
    </message>
    <message>
        <source>&quot;rw&quot; holds &quot;%1&quot;, which is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>&quot;rw&quot; chứa &quot;%1&quot;, không phải kiểu I/O: hãy dùng read, write, randread, randwrite, rw hoặc randrw</translation>
    </message>
    <message>
        <source>&quot;rw&quot; is empty: give at least one pattern</source>
        <translation>&quot;rw&quot; trống: hãy đưa ít nhất một kiểu I/O</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; should be a list of splits, e.g. [&quot;4k/60:64k/40&quot;]</source>
        <translation>&quot;bssplit&quot; phải là một danh sách phân chia, ví dụ [&quot;4k/60:64k/40&quot;]</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot;: %1</source>
        <translation>&quot;bssplit&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;bssplit&quot; holds %1, outside 512 bytes to 64 MiB</source>
        <translation>&quot;bssplit&quot; chứa %1, nằm ngoài khoảng 512 byte đến 64 MiB</translation>
    </message>
    <message>
        <source>a sweep has neither &quot;bs&quot; nor &quot;bssplit&quot;: give at least one block size</source>
        <translation>một dải quét không có &quot;bs&quot; lẫn &quot;bssplit&quot;: hãy đưa ít nhất một kích thước khối</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;: check its spelling against the documented format</source>
        <translation>khóa không xác định &quot;%1&quot;: hãy đối chiếu chính tả với định dạng trong tài liệu</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2: check its spelling against the documented format</source>
        <translation>khóa không xác định &quot;%1&quot; trong %2: hãy đối chiếu chính tả với định dạng trong tài liệu</translation>
    </message>
    <message>
        <source>&quot;sweeps&quot; should be a list of at least one sweep</source>
        <translation>&quot;sweeps&quot; phải là một danh sách có ít nhất một dải quét</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given both at the top and in &quot;sweeps&quot;: put it in each sweep</source>
        <translation>&quot;%1&quot; có ở cả cấp trên cùng lẫn trong &quot;sweeps&quot;: hãy đặt nó trong từng dải quét</translation>
    </message>
    <message>
        <source>sweep %1: %2</source>
        <translation>dải quét %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>không phải một đối tượng</translation>
    </message>
    <message>
        <source>&quot;percentage_random&quot; holds %1, which is not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>&quot;percentage_random&quot; chứa %1, không phải -1 (theo kiểu I/O) hay từ 0 đến 100</translation>
    </message>
    <message>
        <source>&quot;engine&quot; holds &quot;%1&quot;: use auto, io_uring, psync or fio</source>
        <translation>&quot;engine&quot; chứa &quot;%1&quot;: hãy dùng auto, io_uring, psync hoặc fio</translation>
    </message>
    <message>
        <source>&quot;order&quot; holds &quot;%1&quot;: use listed, pts or shuffled</source>
        <translation>&quot;order&quot; chứa &quot;%1&quot;: hãy dùng listed, pts hoặc shuffled</translation>
    </message>
    <message>
        <source>&quot;precondition&quot; should be true or false</source>
        <translation>&quot;precondition&quot; phải là true hoặc false</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; should be an object, e.g. {&quot;enabled&quot;: true}</source>
        <translation>&quot;steady_state&quot; phải là một đối tượng, ví dụ {&quot;enabled&quot;: true}</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;enabled&quot; should be true or false</source>
        <translation>&quot;enabled&quot; của &quot;steady_state&quot; phải là true hoặc false</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot;: %1</source>
        <translation>&quot;steady_state&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; holds something that is not {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;track&quot; của &quot;steady_state&quot; chứa phần tử không có dạng {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot;: %1</source>
        <translation>&quot;track&quot; của &quot;steady_state&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;steady_state&quot; &quot;track&quot; is empty: give at least one {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</source>
        <translation>&quot;track&quot; của &quot;steady_state&quot; trống: hãy đưa ít nhất một {&quot;bs&quot;: ..., &quot;rwmixread&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;hosts&quot; needs &quot;engine&quot;: &quot;fio&quot;: only fio runs on other hosts</source>
        <translation>&quot;hosts&quot; cần &quot;engine&quot;: &quot;fio&quot;: chỉ fio chạy được trên máy chủ khác</translation>
    </message>
    <message>
        <source>&quot;verify&quot; holds &quot;%1&quot;: use %2</source>
        <translation>&quot;verify&quot; chứa &quot;%1&quot;: hãy dùng %2</translation>
    </message>
    <message>
        <source>the lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them or split the matrix</source>
        <translation>các danh sách tạo ra %1 điểm, nhiều hơn mức %2 điểm của một ma trận mà Surfio chạy: hãy rút ngắn chúng hoặc chia nhỏ ma trận</translation>
    </message>
    <message>
        <source>&quot;cpus_allowed&quot; holds %1, which is not a CPU list: give CPU numbers and ranges as fio&apos;s, e.g. &quot;0-3,5&quot;</source>
        <translation>&quot;cpus_allowed&quot; chứa %1, không phải là danh sách CPU: hãy đưa số CPU và khoảng như của fio, ví dụ &quot;0-3,5&quot;</translation>
    </message>
    <message>
        <source>&quot;rate_steps&quot; should hold each share once, ascending, e.g. [10, 50, 90]</source>
        <translation>&quot;rate_steps&quot; phải chứa mỗi tỉ lệ đúng một lần, theo thứ tự tăng dần, ví dụ [10, 50, 90]</translation>
    </message>
    <message>
        <source>&quot;volume&quot; should be an object: what the provider promised for the volume</source>
        <translation>&quot;volume&quot; phải là một đối tượng: những gì nhà cung cấp đã hứa cho volume</translation>
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
        <translation>IOPS (nghìn)</translation>
    </message>
    <message>
        <source>IOPS (millions)</source>
        <translation>IOPS (triệu)</translation>
    </message>
    <message>
        <source>Mean latency (%1)</source>
        <translation>Độ trễ trung bình (%1)</translation>
    </message>
    <message>
        <source>p99 latency (%1)</source>
        <translation>Độ trễ p99 (%1)</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>không thể ghi %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist: create it or name a file in another folder</source>
        <translation>không thể ghi %1: thư mục %2 không tồn tại: hãy tạo thư mục đó hoặc chỉ định một tệp trong thư mục khác</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 is not writable (%3): name a file in a folder you can write to</source>
        <translation>không thể ghi %1: thư mục %2 không ghi được (%3): hãy chỉ định một tệp trong thư mục mà bạn có quyền ghi</translation>
    </message>
    <message>
        <source>no program reads the FIFO %1: start its reader first</source>
        <translation>không có chương trình nào đọc FIFO %1: hãy khởi động chương trình đọc nó trước</translation>
    </message>
    <message>
        <source>%1 changed while Surfio was working: check what it is and try again</source>
        <translation>%1 đã thay đổi trong khi Surfio đang làm việc: hãy kiểm tra nó là gì rồi thử lại</translation>
    </message>
    <message>
        <source>an empty file name: name the file to write</source>
        <translation>tên tệp trống: hãy chỉ định tệp cần ghi</translation>
    </message>
    <message>
        <source>%1 is the same file as %2, which is read or measured here: writing there would destroy it; name another file</source>
        <translation>%1 là cùng một tệp với %2, tệp đang được đọc hoặc đo ở đây: ghi vào đó sẽ phá hủy nó; hãy chỉ định tệp khác</translation>
    </message>
    <message>
        <source>%1 is %2, not a file: name a file to write (or a pipe, or /dev/null to throw it away)</source>
        <translation>%1 là %2, không phải tệp: hãy chỉ định một tệp để ghi (hoặc một ống, hoặc /dev/null để bỏ đi)</translation>
    </message>
    <message>
        <source>it was not opened</source>
        <translation>tệp chưa được mở</translation>
    </message>
    <message>
        <source>%1 cannot be replaced: %2: make it writable (chmod u+w) or name another file</source>
        <translation>không thể thay thế %1: %2: hãy cho phép ghi (chmod u+w) hoặc chọn tệp khác</translation>
    </message>
    <message>
        <source>%1 is a character device Surfio does not write to: name a file (or a pipe, a terminal, or /dev/null to throw it away)</source>
        <translation>%1 là thiết bị ký tự mà Surfio không ghi vào: hãy chọn một tệp (hoặc một pipe, một terminal, hay /dev/null để bỏ đi)</translation>
    </message>
</context>
<context>
    <name>PointMatch</name>
    <message>
        <source>&apos;%1&apos; is not a key points are matched on; they are %2</source>
        <translation>&apos;%1&apos; không phải khóa dùng để khớp các điểm; các khóa là %2</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>line %1, column %2</source>
        <translation>dòng %1, cột %2</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: a preset is a JSON object {&quot;surfio_preset&quot;: 1, ...}, not a list or a value</source>
        <translation>%1: cấu hình mẫu là một đối tượng JSON {&quot;surfio_preset&quot;: 1, ...}, không phải danh sách hay giá trị đơn</translation>
    </message>
    <message>
        <source>%1: &quot;surfio_preset&quot; is missing or not %2: not a Surfio preset, or one from a newer version</source>
        <translation>%1: &quot;surfio_preset&quot; bị thiếu hoặc khác %2: không phải cấu hình mẫu Surfio, hoặc là của một phiên bản mới hơn</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; should be a string</source>
        <translation>%1: &quot;%2&quot; phải là một chuỗi</translation>
    </message>
    <message>
        <source>%1: &quot;points&quot; should be a whole number, the points of one round</source>
        <translation>%1: &quot;points&quot; phải là số nguyên, số điểm của một vòng</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot; is missing or not an object</source>
        <translation>%1: &quot;matrix&quot; bị thiếu hoặc không phải đối tượng</translation>
    </message>
    <message>
        <source>%1: &quot;matrix&quot;: %2</source>
        <translation>%1: &quot;matrix&quot;: %2</translation>
    </message>
    <message>
        <source>there is no preset &quot;%1&quot;: the presets are %2 (surfio presets describes them)</source>
        <translation>không có cấu hình mẫu &quot;%1&quot;: các cấu hình mẫu hiện có là %2 (surfio presets mô tả chúng)</translation>
    </message>
    <message>
        <source>cannot save the preset %1: the directory %2 cannot be created</source>
        <translation>không thể lưu cấu hình mẫu %1: không tạo được thư mục %2</translation>
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
        <translation>đến hết io_size</translation>
    </message>
    <message>
        <source>split %1</source>
        <translation>phân chia %1</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>đọc tuần tự</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>ghi tuần tự</translation>
    </message>
    <message>
        <source>random read</source>
        <translation>đọc ngẫu nhiên</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>ghi ngẫu nhiên</translation>
    </message>
    <message>
        <source>sequential read/write</source>
        <translation>đọc/ghi tuần tự</translation>
    </message>
    <message>
        <source>random read/write</source>
        <translation>đọc/ghi ngẫu nhiên</translation>
    </message>
    <message>
        <source> at %1 % read</source>
        <translation> với %1 % đọc</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
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
            <numerusform>(%n điểm)</numerusform>
        </translation>
    </message>
    <message>
        <source>as listed</source>
        <translation>như liệt kê</translation>
    </message>
    <message>
        <source>SNIA PTS (mix outer, block size descending inner)</source>
        <translation>SNIA PTS (tỉ lệ đọc/ghi ở vòng ngoài, kích thước khối giảm dần ở vòng trong)</translation>
    </message>
    <message>
        <source>shuffled</source>
        <translation>xáo trộn</translation>
    </message>
    <message>
        <source>order %1</source>
        <translation>thứ tự %1</translation>
    </message>
    <message>
        <source>%1 runs of each point, back to back</source>
        <translation>%1 lần chạy mỗi điểm, liên tiếp nhau</translation>
    </message>
    <message>
        <source>the region written twice in 128 KiB sequential writes first</source>
        <translation>trước tiên ghi vùng hai lần bằng các lần ghi tuần tự 128 KiB</translation>
    </message>
    <message>
        <source>%1 at %2 % read</source>
        <translation>%1 với %2 % đọc</translation>
    </message>
    <message>
        <source>rounds until the IOPS of %1 are steady over the last %2 rounds, at most %3</source>
        <translation>chạy theo vòng cho đến khi IOPS của %1 ổn định qua %2 vòng gần nhất, tối đa %3 vòng</translation>
    </message>
    <message>
        <source>after %1 s of ramp</source>
        <translation>sau %1 s khởi động</translation>
    </message>
    <message>
        <source>or until each job has moved %1</source>
        <translation>hoặc đến khi mỗi job đã truyền %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>vùng %1</translation>
    </message>
    <message>
        <source>region: the whole file or device (give --size for a new file)</source>
        <translation>vùng: toàn bộ tệp hoặc thiết bị (dùng --size cho tệp mới)</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>I/O trực tiếp</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>I/O qua bộ đệm</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>có sẵn</translation>
    </message>
    <message>
        <source>own, replaces the built-in</source>
        <translation>của bạn, thay cho mẫu có sẵn</translation>
    </message>
    <message>
        <source>own</source>
        <translation>của bạn</translation>
    </message>
    <message>
        <source>%1 × ≤%2</source>
        <translation>%1 × ≤%2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>Times are one round from runtime and ramp (× rounds until steady state); laying out and preconditioning the region come on top.
Your own presets: %1. surfio presets NAME describes one.</source>
        <translation>Thời gian là của một vòng, tính từ thời gian chạy và khởi động (× số vòng cho đến khi ổn định); chưa kể thời gian ghi sẵn và ghi chuẩn bị vùng.
Cấu hình mẫu của bạn: %1. surfio presets NAME mô tả một mẫu.</translation>
    </message>
    <message>
        <source>surfio presets: skipped %1</source>
        <translation>surfio presets: đã bỏ qua %1</translation>
    </message>
    <message>
        <source>surfio presets: %1</source>
        <translation>surfio presets: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a round</source>
        <translation>
            <numerusform>%n điểm mỗi vòng</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file says %1)</source>
        <translation>(tệp ghi %1)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>khoảng %1</translation>
    </message>
    <message>
        <source>a round, up to %1 rounds</source>
        <translation>mỗi vòng, tối đa %1 vòng</translation>
    </message>
    <message>
        <source>Points: %1, %2</source>
        <translation>Số điểm: %1, %2</translation>
    </message>
    <message>
        <source>Each point: %1</source>
        <translation>Mỗi điểm: %1</translation>
    </message>
    <message>
        <source>Sweeps:</source>
        <translation>Các dải quét:</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Phương pháp: %1</translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation>Nguồn: %1 (%2)</translation>
    </message>
    <message>
        <source>Run it: surfio run --preset=%1 --filename=TARGET (other options change it, e.g. --runtime=5s for a quick look, which the result records as shrunk)</source>
        <translation>Chạy: surfio run --preset=%1 --filename=TARGET (các tùy chọn khác sẽ thay đổi nó, ví dụ --runtime=5s để xem nhanh; kết quả sẽ ghi nhận là đã thu gọn)</translation>
    </message>
    <message>
        <source>Lists the presets, built-in and your own, or describes one: what it measures, where its parameters come from, its sweeps and method.</source>
        <translation>Liệt kê các cấu hình mẫu, có sẵn và của bạn, hoặc mô tả một mẫu: nó đo gì, tham số lấy từ đâu, các dải quét và phương pháp của nó.</translation>
    </message>
    <message>
        <source>The preset to describe.</source>
        <translation>Cấu hình mẫu cần mô tả.</translation>
    </message>
    <message>
        <source>surfio presets: give one preset name, not %1</source>
        <translation>surfio presets: hãy đưa một tên cấu hình mẫu, không phải %1</translation>
    </message>
    <message>
        <source>reads verified (crc32c)</source>
        <translation>đọc có kiểm tra (crc32c)</translation>
    </message>
    <message>
        <source>on the first %1 targets: </source>
        <translation>trên %1 mục tiêu đầu tiên: </translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The report to write: FILE.html (one file, images inside) or FILE.pdf.</source>
        <translation>Báo cáo cần ghi: FILE.html (một tệp, chứa sẵn hình ảnh) hoặc FILE.pdf.</translation>
    </message>
    <message>
        <source>A saved result to compare against RESULT point by point (as surfio compare does); repeat it, or list more files after RESULT, for several.</source>
        <translation>Một kết quả đã lưu để so sánh theo từng điểm với RESULT (như surfio compare); để so sánh nhiều kết quả, hãy lặp lại tùy chọn này hoặc liệt kê thêm tệp sau RESULT.</translation>
    </message>
    <message>
        <source>A saved result, Surfio&apos;s or fio&apos;s JSON; more files are compared with it.</source>
        <translation>Một kết quả đã lưu, JSON của Surfio hoặc fio; các tệp đưa thêm sẽ được so sánh với nó.</translation>
    </message>
    <message>
        <source>surfio report: %1</source>
        <translation>surfio report: %1</translation>
    </message>
    <message>
        <source>give the saved result to report on: surfio report RESULT.json --output=FILE.html</source>
        <translation>hãy đưa kết quả đã lưu cần lập báo cáo: surfio report RESULT.json --output=FILE.html</translation>
    </message>
    <message>
        <source>give --output=FILE.html or --output=FILE.pdf: the suffix chooses the format</source>
        <translation>hãy đưa --output=FILE.html hoặc --output=FILE.pdf: phần mở rộng quyết định định dạng</translation>
    </message>
    <message>
        <source>surfio report: %1 (give a result saved by surfio run --output-format=json or the workbench, or fio&apos;s --output-format=json output)</source>
        <translation>surfio report: %1 (hãy đưa một kết quả được lưu bởi surfio run --output-format=json hoặc giao diện đồ họa, hoặc đầu ra --output-format=json của fio)</translation>
    </message>
    <message>
        <source>Writes one self-contained report of a saved result, HTML or PDF: a summary with the analysis&apos;s verdicts, the surface and 2D charts, the table, the flagged points, the comparison with other runs when given, and how it was measured, with the fio job file that reproduces it.</source>
        <translation>Ghi một báo cáo độc lập, HTML hoặc PDF, cho một kết quả đã lưu: phần tóm tắt kèm các kết luận của phân tích, biểu đồ bề mặt và biểu đồ 2D, bảng số liệu, các điểm được đánh dấu, phần so sánh với các lần chạy khác nếu có, và cách đo, kèm tệp job fio tái tạo lần chạy.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Đã ghi %1</translation>
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
        <translation>Không thể tạo %1: %2</translation>
    </message>
    <message>
        <source>%1 already holds %2 results named after %3</source>
        <translation>%1 đã chứa %2 kết quả được đặt tên theo %3</translation>
    </message>
    <message>
        <source>%1 cannot be created</source>
        <translation>Không thể tạo %1</translation>
    </message>
</context>
<context>
    <name>ResultJson</name>
    <message>
        <source>a point has no &quot;spec&quot; object</source>
        <translation>một điểm không có đối tượng &quot;spec&quot;</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has no valid &quot;bs&quot;, &quot;iodepth&quot; or &quot;numjobs&quot;</source>
        <translation>&quot;spec&quot; của một điểm không có &quot;bs&quot;, &quot;iodepth&quot; hoặc &quot;numjobs&quot; hợp lệ</translation>
    </message>
    <message>
        <source>a point has a negative &quot;point&quot;, &quot;trial&quot; or &quot;round&quot;</source>
        <translation>một điểm có &quot;point&quot;, &quot;trial&quot; hoặc &quot;round&quot; âm</translation>
    </message>
    <message>
        <source>not a Surfio result (no &quot;format&quot;: &quot;surfio-result&quot;)</source>
        <translation>không phải kết quả Surfio (không có &quot;format&quot;: &quot;surfio-result&quot;)</translation>
    </message>
    <message>
        <source>result format version %1 is not one this Surfio reads (up to %2): update Surfio</source>
        <translation>phiên bản định dạng kết quả %1 không phải phiên bản mà Surfio này đọc được (tối đa %2): hãy cập nhật Surfio</translation>
    </message>
    <message>
        <source>no &quot;matrix&quot;: a format %1 result records the matrix it ran</source>
        <translation>không có &quot;matrix&quot;: kết quả định dạng %1 phải ghi lại ma trận đã chạy</translation>
    </message>
    <message>
        <source>&quot;matrix&quot;: %1</source>
        <translation>&quot;matrix&quot;: %1</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>không phải một đối tượng</translation>
    </message>
    <message>
        <source>&quot;%1&quot;[%2]: %3</source>
        <translation>&quot;%1&quot;[%2]: %3</translation>
    </message>
    <message>
        <source>%1 is damaged at line %2: %3</source>
        <translation>%1 bị hỏng ở dòng %2: %3</translation>
    </message>
    <message>
        <source>%1 is not a Surfio result: it holds no JSON object</source>
        <translation>%1 không phải kết quả Surfio: không chứa đối tượng JSON nào</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>latency bin &quot;%1&quot; is not a latency in whole nanoseconds</source>
        <translation>ngăn độ trễ &quot;%1&quot; không phải là độ trễ tính bằng số nguyên nano giây</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot; của một điểm: %2</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;rwmixread&quot; %1, not a percentage from 0 to 100</source>
        <translation>&quot;spec&quot; của một điểm có &quot;rwmixread&quot; %1, không phải phần trăm từ 0 đến 100</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot; has &quot;percentage_random&quot; %1, not -1 (the pattern&apos;s own) or 0 to 100</source>
        <translation>&quot;spec&quot; của một điểm có &quot;percentage_random&quot; %1, không phải -1 (theo kiểu I/O) hay từ 0 đến 100</translation>
    </message>
    <message>
        <source>the points make no valid matrix: %1</source>
        <translation>các điểm không tạo thành ma trận hợp lệ: %1</translation>
    </message>
    <message>
        <source>a point&apos;s &quot;spec&quot;: %1</source>
        <translation>&quot;spec&quot; của một điểm: %1</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>%1% read</source>
        <translation>%1% đọc</translation>
    </message>
    <message>
        <source>Preset %1, shrunk for a quick look: %2 per point of the intended %3, region %4 of %5
</source>
        <translation>Cấu hình mẫu %1, đã thu gọn để xem nhanh: %2 mỗi điểm thay vì %3 dự kiến, vùng %4 thay vì %5
</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>kích thước của mục tiêu</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime and region
</source>
        <translation>Cấu hình mẫu %1, với thời gian chạy và vùng như dự kiến
</translation>
    </message>
    <message>
        <source>Order: SNIA PTS (mix outer, block size descending inner)
</source>
        <translation>Thứ tự: SNIA PTS (tỉ lệ đọc/ghi ở vòng ngoài, kích thước khối giảm dần ở vòng trong)
</translation>
    </message>
    <message>
        <source>Order: shuffled with seed %1
</source>
        <translation>Thứ tự: xáo trộn với seed %1
</translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %n time(s) in a row; the summary gives the means and spread
</source>
        <translation>
            <numerusform>Mỗi điểm chạy %n lần liên tiếp; phần tổng hợp cho giá trị trung bình và độ phân tán
</numerusform>
        </translation>
    </message>
    <message>
        <source>Preconditioned: the region written twice with 128 KiB sequential writes
</source>
        <translation>Đã ghi chuẩn bị: vùng được ghi hai lần bằng các lần ghi tuần tự 128 KiB
</translation>
    </message>
    <message numerus="yes">
        <source>Steady state not judged: the run ended after %n round(s), before a window of %1; figures are the means of every round
</source>
        <translation>
            <numerusform>Chưa đánh giá trạng thái ổn định: phiên chạy kết thúc sau %n vòng, chưa đủ cửa sổ %1 vòng; số liệu là trung bình của mọi vòng
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state reached after %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>Đạt trạng thái ổn định sau %n vòng; số liệu là trung bình của các vòng %1 đến %2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steady state not reached in %n round(s); figures are the means of rounds %1 to %2
</source>
        <translation>
            <numerusform>Không đạt trạng thái ổn định trong %n vòng; số liệu là trung bình của các vòng %1 đến %2
</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine note: %1
</source>
        <translation>Ghi chú về engine: %1
</translation>
    </message>
    <message>
        <source>Target %1 on %2: checked and laid out by fio there
</source>
        <translation>Mục tiêu %1 trên %2: do fio kiểm tra và ghi sẵn tại đó
</translation>
    </message>
    <message>
        <source>Target %1 (%2%3): region %4 at offset %5, alignment %6 B from %7; %8
</source>
        <translation>Mục tiêu %1 (%2%3): vùng %4 tại độ lệch %5, căn chỉnh %6 B theo %7; %8
</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>rw</source>
        <translation>kiểu</translation>
    </message>
    <message>
        <source>bs</source>
        <translation>khối</translation>
    </message>
    <message>
        <source>mix</source>
        <translation>tỉ lệ</translation>
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
        <translation>IOPS đọc</translation>
    </message>
    <message>
        <source>MiB/s</source>
        <translation>MiB/s</translation>
    </message>
    <message>
        <source>p99 lat</source>
        <translation>trễ p99</translation>
    </message>
    <message>
        <source>write IOPS</source>
        <translation>IOPS ghi</translation>
    </message>
    <message>
        <source>(trial %1)</source>
        <translation>(lần thử %1)</translation>
    </message>
    <message>
        <source>(round %1)</source>
        <translation>(vòng %1)</translation>
    </message>
    <message>
        <source>(stopped)</source>
        <translation>(đã dừng)</translation>
    </message>
    <message>
        <source>%1 IOPS, %2 MiB/s, mean %3</source>
        <translation>%1 IOPS, %2 MiB/s, trung bình %3</translation>
    </message>
    <message>
        <source>      on %1: read %2 | write %3</source>
        <translation>      trên %1: đọc %2 | ghi %3</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>lần</translation>
    </message>
    <message>
        <source>total IOPS</source>
        <translation>tổng IOPS</translation>
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
        <translation>! không ổn định (CV &gt; %1%)</translation>
    </message>
    <message>
        <source>direct I/O on</source>
        <translation>I/O trực tiếp: bật</translation>
    </message>
    <message>
        <source>direct I/O off</source>
        <translation>I/O trực tiếp: tắt</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · kernel %4 · %5
</source>
        <translation>Surfio %1 · engine %2 · %3 · nhân %4 · %5
</translation>
    </message>
    <message>
        <source>Surfio %1 · engine %2 · %3 · on the fio servers %4
</source>
        <translation>Surfio %1 · engine %2 · %3 · trên các máy chủ fio %4
</translation>
    </message>
    <message>
        <source>, reads verified (crc32c)</source>
        <translation>, đọc có kiểm tra (crc32c)</translation>
    </message>
    <message>
        <source>! verify checked nothing (%1)</source>
        <translation>! không kiểm tra được lần đọc nào (%1)</translation>
    </message>
    <message>
        <source>(verify: %1)</source>
        <translation>(kiểm tra: %1)</translation>
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
        <translation>QD TB</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job: %2 % of unthrottled)</source>
        <translation>(tốc độ %1 IOPS mỗi job: %2 % mức không giới hạn)</translation>
    </message>
    <message>
        <source>(rate %1 IOPS per job)</source>
        <translation>(tốc độ %1 IOPS mỗi job)</translation>
    </message>
    <message>
        <source>Preset %1, at its intended runtime on the whole target: region %2 of the intended %3 (a preset&apos;s region is up to its size)
</source>
        <translation>Cấu hình mẫu %1, đúng thời gian dự kiến, trên toàn bộ mục tiêu: vùng %2 trong %3 dự kiến (vùng của một cấu hình mẫu tối đa bằng kích thước của nó)
</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1 (toàn bộ mục tiêu)</translation>
    </message>
    <message numerus="yes">
        <source>(on %n target(s))</source>
        <translation>
            <numerusform>(trên %n mục tiêu)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message>
        <source>surfio run: preset %1 shrunk for a quick look: %2 per point of the intended %3, region %4 of %5; the result records it</source>
        <translation>surfio run: cấu hình mẫu %1 đã thu gọn để xem nhanh: %2 mỗi điểm thay vì %3 dự kiến, vùng %4 thay vì %5; kết quả có ghi lại điều này</translation>
    </message>
    <message>
        <source>the target&apos;s size</source>
        <translation>kích thước của mục tiêu</translation>
    </message>
    <message>
        <source>surfio run: %1</source>
        <translation>surfio run: %1</translation>
    </message>
    <message>
        <source>surfio run: every finished point is in %1; resume it with `surfio resume %1`</source>
        <translation>surfio run: mọi điểm đã xong đều nằm trong %1; tiếp tục bằng `surfio resume %1`</translation>
    </message>
    <message>
        <source>surfio run: the run is incomplete; `surfio resume %1` runs what is missing</source>
        <translation>surfio run: phiên chạy chưa hoàn tất; `surfio resume %1` sẽ chạy phần còn thiếu</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the run failed: %1 (%n finished point(s) written)</source>
        <translation>
            <numerusform>surfio run: phiên chạy thất bại: %1 (đã ghi %n điểm hoàn tất)</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: %1 exists: it belongs to an interrupted run. Resume it with `surfio resume %1`, or remove it to start over</source>
        <translation>surfio run: %1 đã tồn tại: tệp này thuộc về một phiên chạy bị gián đoạn. Hãy tiếp tục bằng `surfio resume %1`, hoặc xóa nó để chạy lại từ đầu</translation>
    </message>
    <message>
        <source>Resumes an interrupted run from its journal (RESULT.journal, next to the result file): runs only the points that are missing and writes the whole result to the original output file.</source>
        <translation>Tiếp tục một phiên chạy bị gián đoạn từ tệp journal của nó (RESULT.journal, cạnh tệp kết quả): chỉ chạy các điểm còn thiếu và ghi toàn bộ kết quả vào tệp đầu ra ban đầu.</translation>
    </message>
    <message>
        <source>The journal of the interrupted run.</source>
        <translation>Tệp journal của phiên chạy bị gián đoạn.</translation>
    </message>
    <message>
        <source>Allow writing to a block device, as the interrupted run did.</source>
        <translation>Cho phép ghi vào thiết bị khối, như phiên chạy bị gián đoạn đã làm.</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>Đi kèm --allow-write-device: ghi cả khi có chữ ký hệ thống tệp hoặc bảng phân vùng.</translation>
    </message>
    <message>
        <source>surfio resume: give the journal of the interrupted run, e.g. surfio resume result.json.journal</source>
        <translation>surfio resume: hãy chỉ định tệp journal của phiên chạy bị gián đoạn, ví dụ surfio resume result.json.journal</translation>
    </message>
    <message>
        <source>surfio resume: %1</source>
        <translation>surfio resume: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio resume: %n run(s) already finished; writing to %1</source>
        <translation>
            <numerusform>surfio resume: %n lần chạy đã xong; đang ghi vào %1</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: warning: point %1: %2</source>
        <translation>surfio run: cảnh báo: điểm %1: %2</translation>
    </message>
    <message>
        <source>Runs a job or a matrix of jobs headless. Options take fio&apos;s names; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops and --rw take comma lists, whose cross product is the matrix. With no options: a quick run of 3 block sizes x 3 mixes against a scratch file in the temp directory.</source>
        <translation>Chạy một job hoặc một ma trận job không cần giao diện. Tùy chọn dùng tên của fio; --bs, --rwmixread, --iodepth, --numjobs, --rate_iops và --rw nhận danh sách phân tách bằng dấu phẩy, tích chéo của chúng là ma trận. Không có tùy chọn: chạy nhanh 3 kích thước khối x 3 tỉ lệ đọc/ghi trên một tệp tạm trong thư mục tạm.</translation>
    </message>
    <message>
        <source>cannot write stdout: %1</source>
        <translation>không thể ghi ra đầu ra chuẩn: %1</translation>
    </message>
    <message>
        <source>surfio run: the finished points could not be kept either: %1</source>
        <translation>surfio run: cũng không thể giữ lại các điểm đã hoàn tất: %1</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: the %n finished run(s) are kept in %1</source>
        <translation>
            <numerusform>surfio run: %n lần chạy đã hoàn tất được giữ trong %1</numerusform>
        </translation>
    </message>
    <message>
        <source>surfio run: standard output is closed, so the result would be lost: give --output=FILE</source>
        <translation>surfio run: đầu ra chuẩn đã bị đóng, nên kết quả sẽ bị mất: hãy đưa --output=FILE</translation>
    </message>
    <message>
        <source>surfio run: --output: %1</source>
        <translation>surfio run: --output: %1</translation>
    </message>
    <message>
        <source>Never ask for a password: a block device this user may not open is opened by UDisks2 only where a polkit rule allows it without asking; else the run stops before it starts.</source>
        <translation>Không bao giờ hỏi mật khẩu: thiết bị khối mà người dùng này không mở được chỉ được UDisks2 mở khi một quy tắc polkit cho phép mà không hỏi; nếu không, lượt chạy dừng trước khi bắt đầu.</translation>
    </message>
    <message>
        <source>surfio run: preset %1 runs on the whole target, %2, as it is smaller than the preset&apos;s region of %3; the result records it</source>
        <translation>surfio run: cấu hình mẫu %1 chạy trên toàn bộ mục tiêu, %2, vì mục tiêu nhỏ hơn vùng %3 của mẫu; kết quả ghi lại điều này</translation>
    </message>
    <message>
        <source>%1 (the whole target)</source>
        <translation>%1 (toàn bộ mục tiêu)</translation>
    </message>
    <message>
        <source>surfio run: --volume=%1 is for a volume of %2, and the target %3 is %4: the verdicts hold for the target only if it stands in for such a volume</source>
        <translation>surfio run: --volume=%1 dành cho một volume %2, còn mục tiêu %3 có dung lượng %4: các kết luận chỉ đúng với mục tiêu nếu nó đóng vai một volume như vậy</translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped by a signal; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: bị dừng bởi một tín hiệu; những gì đã đo đến lúc đó được ghi: %n điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>surfio run: stopped; what it measured until then is written: %n point(s)</source>
        <translation>
            <numerusform>surfio run: đã dừng; những gì đã đo đến lúc đó được ghi: %n điểm</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunOptions</name>
    <message>
        <source>--%1=%2 is not a size: use a number with an optional k, m, g or t suffix, e.g. --%1=4k</source>
        <translation>--%1=%2 không phải kích thước: hãy dùng một số, có thể kèm hậu tố k, m, g hoặc t, ví dụ --%1=4k</translation>
    </message>
    <message>
        <source>--%1=%2 is not a whole number from %3 to %4</source>
        <translation>--%1=%2 không phải số nguyên từ %3 đến %4</translation>
    </message>
    <message>
        <source>Target file or block device; repeat or separate with &apos;:&apos; for several.</source>
        <translation>Tệp hoặc thiết bị khối mục tiêu; lặp lại hoặc phân tách bằng &apos;:&apos; để dùng nhiều mục tiêu.</translation>
    </message>
    <message>
        <source>Directory for a scratch file, removed afterwards (see --keep).</source>
        <translation>Thư mục chứa tệp tạm, tệp sẽ bị xóa sau khi chạy (xem --keep).</translation>
    </message>
    <message>
        <source>read, write, randread, randwrite, rw or randrw (comma list). Default randread.</source>
        <translation>read, write, randread, randwrite, rw hoặc randrw (danh sách phân tách bằng dấu phẩy). Mặc định randread.</translation>
    </message>
    <message>
        <source>Block size, 512 to 64m (comma list). Default 4k.</source>
        <translation>Kích thước khối, 512 đến 64m (danh sách phân tách bằng dấu phẩy). Mặc định 4k.</translation>
    </message>
    <message>
        <source>Percentage of reads for rw/randrw, 0-100 (comma list). Default 50.</source>
        <translation>Tỉ lệ phần trăm đọc cho rw/randrw, 0-100 (danh sách phân tách bằng dấu phẩy). Mặc định 50.</translation>
    </message>
    <message>
        <source>Percentage of writes for rw/randrw (instead of --rwmixread).</source>
        <translation>Tỉ lệ phần trăm ghi cho rw/randrw (thay cho --rwmixread).</translation>
    </message>
    <message>
        <source>Share of random I/Os, 0-100 (Iometer&apos;s % random); default from --rw.</source>
        <translation>Tỉ lệ I/O ngẫu nhiên, 0-100 (% random của Iometer); mặc định theo --rw.</translation>
    </message>
    <message>
        <source>I/Os in flight per job, 1-65536 (comma list). Default 1.</source>
        <translation>Số I/O đang xử lý đồng thời mỗi job, 1-65536 (danh sách phân tách bằng dấu phẩy). Mặc định 1.</translation>
    </message>
    <message>
        <source>Worker threads, 1-256 (comma list). Default 1.</source>
        <translation>Số luồng làm việc, 1-256 (danh sách phân tách bằng dấu phẩy). Mặc định 1.</translation>
    </message>
    <message>
        <source>Region size; default: the file or device, or 1g for a new file.</source>
        <translation>Kích thước vùng; mặc định: cả tệp hoặc thiết bị, hoặc 1g với tệp mới.</translation>
    </message>
    <message>
        <source>Region start. Default 0.</source>
        <translation>Vị trí bắt đầu vùng. Mặc định 0.</translation>
    </message>
    <message>
        <source>Measured time per point (s, or ms/s/m/h suffix). Default 10s.</source>
        <translation>Thời gian đo mỗi điểm (giây, hoặc hậu tố ms/s/m/h). Mặc định 10s.</translation>
    </message>
    <message>
        <source>Unmeasured warm-up per point. Default 0.</source>
        <translation>Thời gian khởi động không đo của mỗi điểm. Mặc định 0.</translation>
    </message>
    <message>
        <source>Bytes per job after which a point ends (with --runtime: whichever comes first).</source>
        <translation>Số byte mỗi job, đạt tới đó thì điểm kết thúc (cùng với --runtime: điều kiện nào đến trước).</translation>
    </message>
    <message>
        <source>1: direct I/O (default), 0: through the page cache.</source>
        <translation>1: I/O trực tiếp (mặc định), 0: qua bộ đệm trang.</translation>
    </message>
    <message>
        <source>Seed for offsets and mixes; the same seed repeats the same I/O.</source>
        <translation>Seed cho độ lệch và tỉ lệ trộn; cùng seed sẽ lặp lại đúng các I/O đó.</translation>
    </message>
    <message>
        <source>auto (io_uring, psync if unavailable), io_uring, psync, or fio (the installed fio runs each point).</source>
        <translation>auto (io_uring, psync nếu không có), io_uring, psync, hoặc fio (fio đã cài chạy từng điểm).</translation>
    </message>
    <message>
        <source>Run each point through fio on a host that runs fio --server (host or host:port, default port 8765); repeat for several hosts. Implies --engine=fio; targets are paths on the hosts.</source>
        <translation>Chạy từng điểm qua fio trên một máy chủ đang chạy fio --server (host hoặc host:port, cổng mặc định 8765); lặp lại cho nhiều máy chủ. Ngầm định --engine=fio; mục tiêu là đường dẫn trên các máy chủ.</translation>
    </message>
    <message>
        <source>Time series resolution. Default 100ms.</source>
        <translation>Độ phân giải của chuỗi thời gian. Mặc định 100ms.</translation>
    </message>
    <message>
        <source>Block-size split as fio&apos;s, e.g. 4k/60:64k/30:1m/10: one more block-size column; repeat for several.</source>
        <translation>Phân chia kích thước khối như của fio, ví dụ 4k/60:64k/30:1m/10: thêm một cột kích thước khối; lặp lại cho nhiều cột.</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps each and reports mean, spread and CV. Default 1.</source>
        <translation>Số lần chạy mỗi điểm, liên tiếp nhau; kết quả giữ từng lần và báo trung bình, độ phân tán và CV. Mặc định 1.</translation>
    </message>
    <message>
        <source>Point order: listed (default), pts (mix outer, block size descending) or shuffled.</source>
        <translation>Thứ tự điểm: listed (mặc định), pts (tỉ lệ đọc/ghi ở ngoài, kích thước khối giảm dần ở trong) hoặc shuffled.</translation>
    </message>
    <message>
        <source>Seed of the shuffled order; default: a new one, recorded in the result.</source>
        <translation>Seed của thứ tự xáo trộn; mặc định: một seed mới, được ghi vào kết quả.</translation>
    </message>
    <message>
        <source>First write the region twice with 128 KiB sequential writes (SNIA PTS).</source>
        <translation>Trước tiên ghi vùng hai lần bằng các lần ghi tuần tự 128 KiB (SNIA PTS).</translation>
    </message>
    <message>
        <source>Repeat the matrix in rounds until steady state (SNIA PTS: last 5 rounds within 20 % range and 10 % slope).</source>
        <translation>Lặp lại ma trận theo vòng đến khi đạt trạng thái ổn định (SNIA PTS: 5 vòng cuối có biên độ trong 20 % và độ dốc trong 10 %).</translation>
    </message>
    <message>
        <source>Tracking variable for --steady-state: block size/read %, e.g. 4k/0 (default); repeat for several.</source>
        <translation>Biến theo dõi cho --steady-state: kích thước khối/% đọc, ví dụ 4k/0 (mặc định); lặp lại cho nhiều biến.</translation>
    </message>
    <message>
        <source>Most rounds for --steady-state. Default 25.</source>
        <translation>Số vòng tối đa cho --steady-state. Mặc định 25.</translation>
    </message>
    <message>
        <source>Start from a preset (see surfio presets) or a preset file (.json); other options change it.</source>
        <translation>Bắt đầu từ một cấu hình mẫu (xem surfio presets) hoặc tệp cấu hình mẫu (.json); các tùy chọn khác sẽ thay đổi nó.</translation>
    </message>
    <message>
        <source>Run a saved result&apos;s matrix again, on its targets or those given.</source>
        <translation>Chạy lại ma trận của một kết quả đã lưu, trên các mục tiêu của nó hoặc các mục tiêu được chỉ định.</translation>
    </message>
    <message>
        <source>normal, json or csv.</source>
        <translation>normal, json hoặc csv.</translation>
    </message>
    <message>
        <source>Write the result to this file instead of standard output.</source>
        <translation>Ghi kết quả vào tệp này thay vì đầu ra chuẩn.</translation>
    </message>
    <message>
        <source>Allow writing to a block device (never to a mounted or busy one).</source>
        <translation>Cho phép ghi vào thiết bị khối (không bao giờ ghi vào thiết bị đang gắn kết hoặc đang bận).</translation>
    </message>
    <message>
        <source>With --allow-write-device: write even over a filesystem or partition signature.</source>
        <translation>Đi kèm --allow-write-device: ghi cả khi có chữ ký hệ thống tệp hoặc bảng phân vùng.</translation>
    </message>
    <message>
        <source>Keep a --directory scratch file (its layout is reused only through --filename).</source>
        <translation>Giữ lại tệp tạm của --directory (chỉ dùng lại dữ liệu đã ghi sẵn qua --filename).</translation>
    </message>
    <message>
        <source>give --preset or --rerun, not both</source>
        <translation>hãy dùng --preset hoặc --rerun, không dùng cả hai</translation>
    </message>
    <message>
        <source>--preset: %1</source>
        <translation>--preset: %1</translation>
    </message>
    <message>
        <source>--rerun needs a saved result, e.g. --rerun=result.json</source>
        <translation>--rerun cần một kết quả đã lưu, ví dụ --rerun=result.json</translation>
    </message>
    <message>
        <source>--rerun: %1</source>
        <translation>--rerun: %1</translation>
    </message>
    <message>
        <source>--client needs a host, e.g. --client=server1 or --client=10.0.0.5:8765</source>
        <translation>--client cần một máy chủ, ví dụ --client=server1 hoặc --client=10.0.0.5:8765</translation>
    </message>
    <message>
        <source>--directory=%1 does not exist: create it or pick another directory</source>
        <translation>--directory=%1 không tồn tại: hãy tạo nó hoặc chọn thư mục khác</translation>
    </message>
    <message>
        <source>--directory=%1 is not a directory: use --filename for a file or device</source>
        <translation>--directory=%1 không phải thư mục: hãy dùng --filename cho tệp hoặc thiết bị</translation>
    </message>
    <message>
        <source>--rw=%1 is not a pattern: use read, write, randread, randwrite, rw or randrw</source>
        <translation>--rw=%1 không phải kiểu I/O: hãy dùng read, write, randread, randwrite, rw hoặc randrw</translation>
    </message>
    <message>
        <source>give --rwmixread or --rwmixwrite, not both</source>
        <translation>hãy dùng --rwmixread hoặc --rwmixwrite, không dùng cả hai</translation>
    </message>
    <message>
        <source>--%1=%2 is outside 0 to 100: give a percentage</source>
        <translation>--%1=%2 nằm ngoài khoảng 0 đến 100: hãy đưa một tỉ lệ phần trăm</translation>
    </message>
    <message>
        <source>--bssplit=%1: Surfio has one split for reads and writes; repeat --bssplit for several columns</source>
        <translation>--bssplit=%1: Surfio chỉ có một cách phân chia cho cả đọc và ghi; lặp lại --bssplit để có nhiều cột</translation>
    </message>
    <message>
        <source>--bssplit: %1</source>
        <translation>--bssplit: %1</translation>
    </message>
    <message>
        <source>--order=%1 is not an order: use listed, pts or shuffled</source>
        <translation>--order=%1 không phải thứ tự hợp lệ: hãy dùng listed, pts hoặc shuffled</translation>
    </message>
    <message>
        <source>--order-seed only goes with --order=shuffled</source>
        <translation>--order-seed chỉ dùng cùng --order=shuffled</translation>
    </message>
    <message>
        <source>--steady-track=%1 is not block size/read %, e.g. --steady-track=4k/0</source>
        <translation>--steady-track=%1 không có dạng kích thước khối/% đọc, ví dụ --steady-track=4k/0</translation>
    </message>
    <message>
        <source>--steady-track and --steady-rounds only go with --steady-state</source>
        <translation>--steady-track và --steady-rounds chỉ dùng cùng --steady-state</translation>
    </message>
    <message>
        <source>--engine=%1 is not an engine: use auto, io_uring, psync or fio</source>
        <translation>--engine=%1 không phải engine hợp lệ: hãy dùng auto, io_uring, psync hoặc fio</translation>
    </message>
    <message>
        <source>--client runs fio on other hosts: leave out --engine=%1, or give --engine=fio</source>
        <translation>--client chạy fio trên máy chủ khác: hãy bỏ --engine=%1, hoặc dùng --engine=fio</translation>
    </message>
    <message>
        <source>--force only goes with --allow-write-device</source>
        <translation>--force chỉ dùng cùng --allow-write-device</translation>
    </message>
    <message>
        <source>--output-format=%1 is not a format: use normal, json or csv</source>
        <translation>--output-format=%1 không phải định dạng hợp lệ: hãy dùng normal, json hoặc csv</translation>
    </message>
    <message>
        <source>off (default) or crc32c: writes carry a checksummed header every 512 bytes, reads check it and a mismatch fails the point (costs CPU per I/O).</source>
        <translation>off (mặc định) hoặc crc32c: mỗi 512 byte được ghi kèm một header có checksum, lần đọc kiểm tra nó và một sai lệch làm điểm đo thất bại (tốn CPU cho mỗi I/O).</translation>
    </message>
    <message>
        <source>the comma lists make %1 points, more than the %2 of a matrix Surfio runs: shorten them</source>
        <translation>các danh sách phân tách bằng dấu phẩy tạo ra %1 điểm, nhiều hơn mức %2 điểm của một ma trận mà Surfio chạy: hãy rút ngắn chúng</translation>
    </message>
    <message>
        <source>--verify=%1 is not a verify kind: use %2</source>
        <translation>--verify=%1 không phải là một kiểu kiểm tra: hãy dùng %2</translation>
    </message>
    <message>
        <source>--cpus_allowed=%1 is not a CPU list: give CPU numbers and ranges separated by commas, as fio&apos;s, e.g. --cpus_allowed=0-3,5</source>
        <translation>--cpus_allowed=%1 không phải là danh sách CPU: hãy đưa số CPU và khoảng, ngăn cách bằng dấu phẩy, như của fio, ví dụ --cpus_allowed=0-3,5</translation>
    </message>
    <message>
        <source>1 (or the option alone): a kernel thread polls io_uring&apos;s submission queue (SQPOLL), so submitting takes no system call but keeps a CPU busy. Default 0.</source>
        <translation>1 (hoặc chỉ tùy chọn): một luồng của nhân thăm dò hàng đợi gửi của io_uring (SQPOLL), nên việc gửi không cần lời gọi hệ thống nhưng giữ một CPU luôn bận. Mặc định 0.</translation>
    </message>
    <message>
        <source>The CPU that kernel thread runs on, with --sqthread_poll. Default: any.</source>
        <translation>CPU mà luồng nhân đó chạy trên, dùng cùng --sqthread_poll. Mặc định: bất kỳ.</translation>
    </message>
    <message>
        <source>1 (or the option alone): poll for completions (io_uring IOPOLL) rather than wait for interrupts; needs --direct=1 and a device with poll queues. Default 0.</source>
        <translation>1 (hoặc chỉ tùy chọn): thăm dò các lần hoàn tất (IOPOLL của io_uring) thay vì chờ ngắt; cần --direct=1 và một thiết bị có hàng đợi thăm dò. Mặc định 0.</translation>
    </message>
    <message>
        <source>1: registered I/O buffers (the default; fio&apos;s is 0), 0: plain ones.</source>
        <translation>1: bộ đệm I/O đã đăng ký (mặc định; của fio là 0), 0: bộ đệm thường.</translation>
    </message>
    <message>
        <source>1: registered files (the default; fio&apos;s is 0), 0: plain file descriptors.</source>
        <translation>1: tệp đã đăng ký (mặc định; của fio là 0), 0: bộ mô tả tệp thường.</translation>
    </message>
    <message>
        <source>I/Os submitted at once, up to --iodepth (also --iodepth_batch, as fio); 0 (default): Surfio&apos;s own rule (fio&apos;s 0 means --iodepth).</source>
        <translation>Số I/O gửi cùng lúc, tối đa --iodepth (cũng là --iodepth_batch, như fio); 0 (mặc định): quy tắc riêng của Surfio (0 của fio nghĩa là --iodepth).</translation>
    </message>
    <message>
        <source>Completions each wait asks for, 1 to --iodepth (also --iodepth_batch_complete, as fio). Default 1.</source>
        <translation>Số lần hoàn tất mỗi lần chờ yêu cầu, từ 1 đến --iodepth (cũng là --iodepth_batch_complete, như fio). Mặc định 1.</translation>
    </message>
    <message>
        <source>CPUs the jobs may run on, as fio&apos;s, e.g. 0-3,5. Default: any, but one CPU per job at a low queue depth on a loop device or a tmpfs file.</source>
        <translation>Các CPU mà các job có thể chạy, như của fio, ví dụ 0-3,5. Mặc định: bất kỳ, nhưng mỗi job một CPU khi độ sâu hàng đợi thấp trên thiết bị loop hoặc tệp tmpfs.</translation>
    </message>
    <message>
        <source>--%1=%2 has an empty item: give a value between each pair of commas, and no comma at either end</source>
        <translation>--%1=%2 có một mục trống: hãy đưa một giá trị giữa mỗi cặp dấu phẩy, và không đặt dấu phẩy ở đầu hay cuối</translation>
    </message>
    <message>
        <source>--%1=%2 is not a time: use seconds or a number with ms, s, m or h, e.g. --%1=30s</source>
        <translation>--%1=%2 không phải thời gian: hãy dùng số giây hoặc một số kèm ms, s, m hoặc h, ví dụ --%1=30s</translation>
    </message>
    <message>
        <source>Cap on IOPS per job, as fio&apos;s rate_iops; 0: none (comma list, e.g. 0,500,1000). Default 0.</source>
        <translation>Giới hạn IOPS mỗi job, như rate_iops của fio; 0: không giới hạn (danh sách phân tách bằng dấu phẩy, ví dụ 0,500,1000). Mặc định 0.</translation>
    </message>
    <message>
        <source>vdbench&apos;s curve: run each point unthrottled, then at these shares of the IOPS it reached, ascending, e.g. 10,50,70,90,100%.</source>
        <translation>Đường cong của vdbench: chạy từng điểm không giới hạn, rồi ở các tỉ lệ này của mức IOPS mà điểm đó đạt được, tăng dần, ví dụ 10,50,70,90,100%.</translation>
    </message>
    <message>
        <source>Latency objective of the analysis: the most IOPS whose p99 stays within it, with a unit (us, ms, s). Default 1ms.</source>
        <translation>Mục tiêu độ trễ của phân tích: mức IOPS cao nhất mà p99 vẫn nằm trong mục tiêu, kèm đơn vị (us, ms, s). Mặc định 1ms.</translation>
    </message>
    <message>
        <source>--%1: %2 is not a percentage: give shares of the unthrottled IOPS from 1 to 100, e.g. --%1=10,50,90%</source>
        <translation>--%1: %2 không phải tỉ lệ phần trăm: hãy đưa các tỉ lệ của mức IOPS không giới hạn, từ 1 đến 100, ví dụ --%1=10,50,90%</translation>
    </message>
    <message>
        <source>--%1: %2% is above 100%: a point cannot run faster than it did unthrottled</source>
        <translation>--%1: %2% vượt quá 100%: một điểm không thể chạy nhanh hơn khi không giới hạn</translation>
    </message>
    <message>
        <source>--%1: %2% is below 1%: give shares from 1 to 100</source>
        <translation>--%1: %2% nhỏ hơn 1%: hãy đưa các tỉ lệ từ 1 đến 100</translation>
    </message>
    <message>
        <source>--%1=%2: give each share once, ascending, e.g. --%1=10,50,90%</source>
        <translation>--%1=%2: hãy đưa mỗi tỉ lệ đúng một lần, tăng dần, ví dụ --%1=10,50,90%</translation>
    </message>
    <message>
        <source>--%1=%2 is not a latency with a unit: give e.g. --%1=500us, --%1=1ms or --%1=2s</source>
        <translation>--%1=%2 không phải độ trễ kèm đơn vị: hãy đưa ví dụ --%1=500us, --%1=1ms hoặc --%1=2s</translation>
    </message>
    <message>
        <source>--%1=%2 is not above zero: give the latency the storage should keep its p99 within, e.g. --%1=1ms</source>
        <translation>--%1=%2 không lớn hơn 0: hãy đưa mức độ trễ mà p99 của hệ lưu trữ cần giữ không vượt quá, ví dụ --%1=1ms</translation>
    </message>
    <message>
        <source>--%1 is given %2 times, as %3: give it once</source>
        <translation>--%1 được đưa %2 lần, là %3: hãy chỉ đưa một lần</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>--client=%1: &quot;%2&quot; is not a port: give one from 1 to 65535, e.g. --client=%3:8765</source>
        <translation>--client=%1: &quot;%2&quot; không phải cổng: hãy đưa một cổng từ 1 đến 65535, ví dụ --client=%3:8765</translation>
    </message>
    <message>
        <source>--filename=%1 names no file: give a file or block device, or leave --filename out for a scratch file in the temp folder</source>
        <translation>--filename=%1 không chỉ tới tệp nào: hãy đưa một tệp hoặc thiết bị khối, hoặc bỏ --filename để dùng tệp tạm trong thư mục tạm</translation>
    </message>
    <message>
        <source>--%1=%2 is no region: give its size, e.g. --%1=1g, or leave --%1 out for the whole file or device</source>
        <translation>--%1=%2 không phải là một vùng: hãy đưa kích thước của nó, ví dụ --%1=1g, hoặc bỏ --%1 để dùng toàn bộ tệp hoặc thiết bị</translation>
    </message>
    <message>
        <source>--output is empty: give a file name, or leave --output out to write to standard output</source>
        <translation>--output đang trống: hãy đưa tên tệp, hoặc bỏ --output để ghi ra đầu ra chuẩn</translation>
    </message>
    <message>
        <source>--output: %1</source>
        <translation>--output: %1</translation>
    </message>
    <message>
        <source>What the provider promises for the volume, PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g or aws-gp3,iops=6000,throughput=250m: the analysis holds the limits it finds against it (surfio volumes lists the profiles).</source>
        <translation>Những gì nhà cung cấp hứa cho volume, PROFILE[:SIZE][,iops=N][,throughput=N], ví dụ oci-balanced:50g hoặc aws-gp3,iops=6000,throughput=250m: phần phân tích đối chiếu các giới hạn tìm được với lời hứa này (surfio volumes liệt kê các hồ sơ).</translation>
    </message>
    <message>
        <source>--%1=%2: %3</source>
        <translation>--%1=%2: %3</translation>
    </message>
    <message>
        <source>Run each point on the first N targets of --filename, for each N (comma list, e.g. 1,2,4): the host maximum over the number of volumes. Default: all targets.</source>
        <translation>Chạy mỗi điểm trên N mục tiêu đầu tiên của --filename, với từng N (danh sách phân tách bằng dấu phẩy, ví dụ 1,2,4): mức tối đa của máy chủ theo số volume. Mặc định: tất cả mục tiêu.</translation>
    </message>
    <message>
        <source>--rerun: the saved run&apos;s volume %1: %2; give --volume again, or --volume= for none</source>
        <translation>--rerun: volume của lần chạy đã lưu %1: %2; hãy cho lại --volume, hoặc --volume= để không dùng volume nào</translation>
    </message>
</context>
<context>
    <name>RunPolicy</name>
    <message>
        <source>the journal&apos;s output: %1</source>
        <translation>đầu ra ghi trong tệp journal: %1</translation>
    </message>
</context>
<context>
    <name>Runner</name>
    <message>
        <source>%1 %2% read IOPS, mean of %3 points</source>
        <translation>IOPS %1 %2% đọc, trung bình của %3 điểm</translation>
    </message>
    <message>
        <source>%1 %2% read IOPS</source>
        <translation>IOPS %1 %2% đọc</translation>
    </message>
    <message>
        <source>the matrix has no points: give at least one block size, mix, depth and job count</source>
        <translation>ma trận không có điểm nào: hãy đưa ít nhất một kích thước khối, tỉ lệ đọc/ghi, độ sâu hàng đợi và số job</translation>
    </message>
    <message>
        <source>--trials=%1 is outside 1 to %2</source>
        <translation>--trials=%1 nằm ngoài khoảng 1 đến %2</translation>
    </message>
    <message>
        <source>hosts are given but the engine is not fio: only fio runs on other hosts (--engine=fio)</source>
        <translation>đã chỉ định máy chủ nhưng engine không phải fio: chỉ fio chạy được trên máy chủ khác (--engine=fio)</translation>
    </message>
    <message>
        <source>the matrix writes to %1 on the fio hosts, whose devices Surfio cannot check for filesystems or mounts: give --allow-write-device (the workbench asks) if whatever is on it may be destroyed</source>
        <translation>ma trận ghi vào %1 trên các máy chủ fio, và Surfio không thể kiểm tra hệ thống tệp hay trạng thái gắn kết của thiết bị ở đó: hãy dùng --allow-write-device (giao diện đồ họa sẽ hỏi) nếu mọi dữ liệu trên đó có thể bị hủy</translation>
    </message>
    <message>
        <source>steady state needs a window of at least 2 rounds and at most %1 rounds, no fewer than the window: raise --steady-rounds</source>
        <translation>trạng thái ổn định cần một cửa sổ ít nhất 2 vòng và nhiều nhất %1 vòng, và số vòng tối đa không nhỏ hơn cửa sổ: hãy tăng --steady-rounds</translation>
    </message>
    <message>
        <source>steady state needs a tracking variable: give --steady-track, e.g. 4k/0</source>
        <translation>trạng thái ổn định cần một biến theo dõi: hãy dùng --steady-track, ví dụ 4k/0</translation>
    </message>
    <message>
        <source>steady state tracks %1 at %2 % read, which no point of the matrix runs: add that point, or track another with --steady-track (the matrix editor&apos;s tracked block size and read %)</source>
        <translation>trạng thái ổn định theo dõi %1 với %2 % đọc, nhưng không điểm nào của ma trận chạy cấu hình đó: hãy thêm điểm đó, hoặc theo dõi điểm khác bằng --steady-track (kích thước khối và % đọc được theo dõi trong trình soạn ma trận)</translation>
    </message>
    <message>
        <source>preconditioning %1 failed: %2</source>
        <translation>ghi chuẩn bị %1 thất bại: %2</translation>
    </message>
    <message>
        <source>%1: the result keeps each run&apos;s totals, but not the latency percentiles and time series of the runs it could not read back</source>
        <translation>%1: kết quả giữ tổng số của từng lần chạy, nhưng không giữ các phân vị độ trễ và chuỗi thời gian của những lần chạy không đọc lại được</translation>
    </message>
    <message>
        <source>--rate-steps needs shares from 1 % to 100 %, ascending, each once, e.g. --rate-steps=10,50,90%</source>
        <translation>--rate-steps cần các tỉ lệ từ 1 % đến 100 %, tăng dần, mỗi tỉ lệ đúng một lần, ví dụ --rate-steps=10,50,90%</translation>
    </message>
    <message>
        <source>--rate-steps runs each point first unthrottled, but every point has a --rate_iops: add 0 to the --rate_iops list, or leave --rate-steps out</source>
        <translation>--rate-steps chạy mỗi điểm trước tiên ở chế độ không giới hạn, nhưng mọi điểm đều có --rate_iops: hãy thêm 0 vào danh sách --rate_iops, hoặc bỏ --rate-steps</translation>
    </message>
    <message>
        <source>point %1 runs at %2 % of the IOPS point %3 reached unthrottled, but point %3 measured no I/O in round %4: its rate steps cannot run</source>
        <translation>điểm %1 chạy ở %2 % mức IOPS mà điểm %3 đạt được khi không giới hạn, nhưng điểm %3 không đo được I/O nào ở vòng %4: các bậc tốc độ của nó không thể chạy</translation>
    </message>
    <message>
        <source>--target-count=%1 runs on %1 targets, but --filename names %2: name at least %1 targets (--filename=a:b:…), or lower --target-count to counts up to %2</source>
        <translation>--target-count=%1 chạy trên %1 mục tiêu, nhưng --filename chỉ nêu %2: hãy nêu ít nhất %1 mục tiêu (--filename=a:b:…) hoặc hạ --target-count xuống các số không quá %2</translation>
    </message>
</context>
<context>
    <name>SavedResult</name>
    <message>
        <source>%1 is the journal of an interrupted run, not a result: finish it with `surfio resume %1` (or Run → Resume interrupted run), then use the result it writes</source>
        <translation>%1 là nhật ký của một phiên chạy bị gián đoạn, không phải kết quả: hãy hoàn tất nó bằng `surfio resume %1` (hoặc Chạy → Tiếp tục phiên chạy bị gián đoạn), rồi dùng kết quả mà nó ghi ra</translation>
    </message>
    <message>
        <source>%1 is fio&apos;s output, but %2</source>
        <translation>%1 là đầu ra của fio, nhưng %2</translation>
    </message>
</context>
<context>
    <name>SurfaceOverlays</name>
    <message>
        <source>Over the surface: %1</source>
        <translation>Chồng lên bề mặt: %1</translation>
    </message>
    <message>
        <source>%1 not drawn: no slice of 2 × 2 measured points matching this one</source>
        <translation>%1 không được vẽ: không có lát cắt 2 × 2 điểm đã đo khớp với lát cắt này</translation>
    </message>
</context>
<context>
    <name>SurfaceRoof</name>
    <message>
        <source>promised: %1 %2</source>
        <translation>đã hứa: %1 %2</translation>
    </message>
    <message>
        <source>promised: %1</source>
        <translation>đã hứa: %1</translation>
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
        <translation>%1 (vượt quá thang đo)</translation>
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
        <translation>Kích thước khối</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% đọc</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %2× A in %3 (geometric mean over %n point(s))</source>
        <translation>
            <numerusform>%1 bằng %2× A về %3 (trung bình nhân trên %n điểm)</numerusform>
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
        <translation>quay (HDD)</translation>
    </message>
    <message>
        <source>non-rotational (NVMe)</source>
        <translation>không quay (NVMe)</translation>
    </message>
    <message>
        <source>non-rotational (RAM)</source>
        <translation>không quay (RAM)</translation>
    </message>
    <message>
        <source>non-rotational (loop device: as fast as what holds its file)</source>
        <translation>không quay (thiết bị loop: nhanh bằng nơi chứa tệp của nó)</translation>
    </message>
    <message>
        <source>non-rotational (SSD)</source>
        <translation>không quay (SSD)</translation>
    </message>
    <message>
        <source>The filesystem holding %1 cannot be inspected.</source>
        <translation>Không thể kiểm tra hệ thống tệp chứa %1.</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>Dung lượng trống</translation>
    </message>
    <message>
        <source>%1 free of %2</source>
        <translation>trống %1 trên %2</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Hệ thống tệp</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Thiết bị</translation>
    </message>
    <message>
        <source>%1, mounted on %2</source>
        <translation>%1, gắn kết tại %2</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem: only points that just read can run.</source>
        <translation>%1 nằm trên hệ thống tệp chỉ đọc: chỉ chạy được các điểm chỉ đọc.</translation>
    </message>
    <message>
        <source>%1 is on a read-only filesystem, so its file cannot be written: pick a directory on a writable filesystem.</source>
        <translation>%1 nằm trên hệ thống tệp chỉ đọc, nên không thể ghi tệp của nó: hãy chọn một thư mục trên hệ thống tệp ghi được.</translation>
    </message>
    <message>
        <source>%1 keeps its files in memory: the run measures RAM, not storage.</source>
        <translation>%1 giữ tệp trong bộ nhớ: phiên chạy sẽ đo RAM, không phải thiết bị lưu trữ.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mẫu thiết bị</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>không được báo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dung lượng</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Kích thước khối</translation>
    </message>
    <message>
        <source>%1 logical, %2 physical</source>
        <translation>%1 logic, %2 vật lý</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Kiểu ổ</translation>
    </message>
    <message>
        <source>Scheduler</source>
        <translation>Bộ lập lịch</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Nội dung</translation>
    </message>
    <message>
        <source>blank: not mounted, not in use, no filesystem or partition signature</source>
        <translation>trống: chưa gắn kết, không được dùng, không có chữ ký hệ thống tệp hay phân vùng</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>inspecting…</source>
        <translation>đang kiểm tra…</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>block device on each fio host (%1), not checked from here</source>
        <translation>thiết bị khối trên mỗi máy chủ fio (%1), không kiểm tra từ đây</translation>
    </message>
    <message>
        <source>directory on each fio host (%1): fio makes a scratch file there</source>
        <translation>thư mục trên mỗi máy chủ fio (%1): fio tạo một tệp tạm ở đó</translation>
    </message>
    <message>
        <source>file on each fio host (%1), created by fio if missing</source>
        <translation>tệp trên mỗi máy chủ fio (%1), fio sẽ tạo nếu chưa có</translation>
    </message>
    <message>
        <source>Cannot inspect %1: %2</source>
        <translation>Không thể kiểm tra %1: %2</translation>
    </message>
    <message>
        <source>Directory %1 does not exist: create it or pick another directory.</source>
        <translation>Thư mục %1 không tồn tại: hãy tạo nó hoặc chọn thư mục khác.</translation>
    </message>
    <message>
        <source>Directory %1 does not exist, so %2 cannot be created: create the directory or pick another path.</source>
        <translation>Thư mục %1 không tồn tại, nên không thể tạo %2: hãy tạo thư mục hoặc chọn đường dẫn khác.</translation>
    </message>
    <message>
        <source>new file, created for the run at the region&apos;s size</source>
        <translation>tệp mới, được tạo cho phiên chạy với kích thước bằng vùng</translation>
    </message>
    <message>
        <source>directory: a scratch file is made here for the run</source>
        <translation>thư mục: một tệp tạm được tạo ở đây cho phiên chạy</translation>
    </message>
    <message>
        <source>existing file of %1: points that write overwrite its data</source>
        <translation>tệp có sẵn %1: các điểm có ghi sẽ ghi đè dữ liệu của tệp</translation>
    </message>
    <message>
        <source>%1 is neither a file, a directory nor a block device: name one of those (a FIFO or a character device such as /dev/null holds no storage to measure).</source>
        <translation>%1 không phải tệp, thư mục hay thiết bị khối: hãy chỉ định một trong các loại đó (một FIFO hoặc một thiết bị ký tự như /dev/null không chứa bộ nhớ lưu trữ nào để đo).</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Truy cập</translation>
    </message>
    <message>
        <source>through UDisks2: you may not open it yourself, so Surfio asks UDisks2 once, before the run (polkit may ask for a password)</source>
        <translation>qua UDisks2: bạn không tự mở được, nên Surfio nhờ UDisks2 một lần, trước lượt chạy (polkit có thể hỏi mật khẩu)</translation>
    </message>
    <message>
        <source>looked at when UDisks2 opens it: a mounted or busy device, or one with a filesystem or partition signature, is never written</source>
        <translation>được xem xét khi UDisks2 mở: thiết bị đang gắn hoặc đang dùng, hay mang chữ ký hệ tập tin hoặc bảng phân vùng, không bao giờ bị ghi</translation>
    </message>
</context>
<context>
    <name>UDisksOpener</name>
    <message>
        <source>this UDisks2 cannot open devices for others (Block.OpenDevice needs udisks 2.7.3 or later): upgrade udisks2, or run as a member of the group that owns %1</source>
        <translation>UDisks2 này không mở được thiết bị cho người khác (Block.OpenDevice cần udisks 2.7.3 trở lên): hãy nâng cấp udisks2, hoặc chạy với tư cách thành viên của nhóm sở hữu %1</translation>
    </message>
    <message numerus="yes">
        <source>nobody answered polkit&apos;s password prompt to open %1 within %n minute(s)</source>
        <translation>
            <numerusform>không ai trả lời hộp hỏi mật khẩu của polkit để mở %1 trong vòng %n phút</numerusform>
        </translation>
    </message>
    <message>
        <source>polkit could not ask for the password to open %1: no polkit authentication agent runs for you. Run Surfio from a terminal (pkttyagent asks there) or from a desktop session with its own agent, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit không hỏi được mật khẩu để mở %1: không có tác tử xác thực polkit nào chạy cho bạn. Hãy chạy Surfio từ một terminal (pkttyagent hỏi ở đó) hoặc từ một phiên desktop có tác tử riêng, hoặc nhờ quản trị viên cho phép org.freedesktop.udisks2.open-device bằng một quy tắc polkit</translation>
    </message>
    <message>
        <source>polkit allows opening %1 only after asking for a password, and --no-ask forbids asking: leave out --no-ask, or have your administrator allow org.freedesktop.udisks2.open-device with a polkit rule</source>
        <translation>polkit chỉ cho mở %1 sau khi hỏi mật khẩu, mà --no-ask cấm hỏi: hãy bỏ --no-ask, hoặc nhờ quản trị viên cho phép org.freedesktop.udisks2.open-device bằng một quy tắc polkit</translation>
    </message>
    <message>
        <source>polkit refuses to let you open %1 (org.freedesktop.udisks2.open-device): ask your administrator for a polkit rule, or for membership of the group that owns it</source>
        <translation>polkit từ chối cho bạn mở %1 (org.freedesktop.udisks2.open-device): hãy xin quản trị viên một quy tắc polkit, hoặc cho vào nhóm sở hữu thiết bị</translation>
    </message>
    <message>
        <source>the password prompt to open %1 was dismissed: nothing was opened</source>
        <translation>hộp hỏi mật khẩu để mở %1 đã bị đóng: không có gì được mở</translation>
    </message>
    <message>
        <source>UDisks2 cannot open %1 for writing: it is in use (mounted, or held by RAID, LVM, swap or another program); unmount or release it first</source>
        <translation>UDisks2 không mở được %1 để ghi: nó đang được dùng (đã gắn, hoặc bị RAID, LVM, swap hay chương trình khác giữ); hãy tháo hoặc giải phóng trước</translation>
    </message>
    <message>
        <source>UDisks2 could not open %1: %2</source>
        <translation>UDisks2 không mở được %1: %2</translation>
    </message>
    <message>
        <source>UDisks2 does not know %1: udev has not announced it (is systemd-udevd running?)</source>
        <translation>UDisks2 không biết %1: udev chưa thông báo nó (systemd-udevd có đang chạy không?)</translation>
    </message>
    <message>
        <source>UDisks2 opened %1 but handed no descriptor over</source>
        <translation>UDisks2 đã mở %1 nhưng không trao bộ mô tả nào</translation>
    </message>
    <message>
        <source>UDisks2 is not running, so nothing can open %1 for you: install the udisks2 package (apt install udisks2) and start it (systemctl start udisks2), or run as a member of the group that owns %1</source>
        <translation>UDisks2 không chạy, nên không gì mở được %1 cho bạn: hãy cài gói udisks2 (apt install udisks2) và khởi động nó (systemctl start udisks2), hoặc chạy với tư cách thành viên của nhóm sở hữu %1</translation>
    </message>
    <message>
        <source>cannot reach the system bus to ask UDisks2 for %1 (%2): start D-Bus (systemctl start dbus), or run as a member of the group that owns %1</source>
        <translation>không kết nối được bus hệ thống để nhờ UDisks2 mở %1 (%2): hãy khởi động D-Bus (systemctl start dbus), hoặc chạy với tư cách thành viên của nhóm sở hữu %1</translation>
    </message>
    <message>
        <source>the system bus cannot pass file descriptors, so UDisks2 cannot hand %1 over</source>
        <translation>bus hệ thống không chuyển được bộ mô tả tập tin, nên UDisks2 không trao được %1</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>the block-size split &quot;%1&quot; has more than 64 parts</source>
        <translation>phân chia kích thước khối &quot;%1&quot; có hơn 64 phần</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; is not a size/percent part, e.g. 4k/60</source>
        <translation>&quot;%1&quot; trong phân chia kích thước khối &quot;%2&quot; không có dạng kích thước/phần trăm, ví dụ 4k/60</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the block-size split &quot;%2&quot; has a percent that is not 0 to 100</source>
        <translation>&quot;%1&quot; trong phân chia kích thước khối &quot;%2&quot; có phần trăm không nằm trong khoảng 0 đến 100</translation>
    </message>
    <message>
        <source>the percents of the block-size split &quot;%1&quot; add up to %2, not 100</source>
        <translation>tổng phần trăm của phân chia kích thước khối &quot;%1&quot; là %2, không phải 100</translation>
    </message>
    <message>
        <source>the block-size split &quot;%1&quot; gives no part a share</source>
        <translation>phân chia kích thước khối &quot;%1&quot; không gán tỉ lệ cho phần nào</translation>
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
        <translation>%1 phút %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 phút</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 giờ %2 phút</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 giờ</translation>
    </message>
</context>
<context>
    <name>VerifyText</name>
    <message numerus="yes">
        <source>%L1 read(s) checked, %L2 skipped</source>
        <extracomment>--verify=crc32c: %1 reads had every 512-byte sector checked; %2 were not checked because a write of the same job to the same part of the region was in flight. The plural form follows %1.</extracomment>
        <translation>
            <numerusform>đã kiểm tra %L1 lần đọc, bỏ qua %L2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verify checked none of its %L1 read(s): each one ran while a write of its own job to the same part of the region was in flight. A larger region or a lower queue depth leaves reads to check.</source>
        <extracomment>--verify=crc32c found no read it could check; %1 the number of reads</extracomment>
        <translation>
            <numerusform>Không kiểm tra được lần đọc nào trong %L1 lần đọc: mỗi lần đều diễn ra khi một lần ghi của chính job đó vào cùng phần của vùng đang thực hiện. Một vùng lớn hơn hoặc độ sâu hàng đợi thấp hơn sẽ để lại những lần đọc có thể kiểm tra.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VolumeProfile</name>
    <message>
        <source>there is no volume profile &quot;%1&quot;: the profiles are %2 (surfio volumes lists what each promises)</source>
        <translation>không có hồ sơ volume &quot;%1&quot;: các hồ sơ là %2 (surfio volumes liệt kê lời hứa của từng hồ sơ)</translation>
    </message>
    <message>
        <source>%1, line %2: &quot;%3&quot; %4</source>
        <translation>%1, dòng %2: &quot;%3&quot; %4</translation>
    </message>
    <message>
        <source>is not a key of a volume profile here; known: %1</source>
        <translation>không phải khóa của hồ sơ volume ở đây; các khóa đã biết: %1</translation>
    </message>
    <message>
        <source>should be a size in bytes, e.g. 131072 or &quot;128m&quot;</source>
        <translation>phải là kích thước tính bằng byte, ví dụ 131072 hoặc &quot;128m&quot;</translation>
    </message>
    <message>
        <source>should be a number, 0 or more</source>
        <translation>phải là một số, từ 0 trở lên</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</source>
        <translation>phải là một đối tượng, ví dụ {&quot;per_gb&quot;: 60, &quot;max&quot;: 25000}</translation>
    </message>
    <message>
        <source>is above &quot;max&quot;</source>
        <translation>lớn hơn &quot;max&quot;</translation>
    </message>
    <message>
        <source>should ascend by &quot;up_to_gb&quot;, the last one without it</source>
        <translation>phải tăng dần theo &quot;up_to_gb&quot;, mục cuối không có khóa này</translation>
    </message>
    <message>
        <source>gives no figure: give &quot;baseline&quot;, &quot;per_gb&quot; or &quot;steps&quot;</source>
        <translation>không cho con số nào: hãy đưa &quot;baseline&quot;, &quot;per_gb&quot; hoặc &quot;steps&quot;</translation>
    </message>
    <message>
        <source>should be an object, e.g. {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</source>
        <translation>phải là một đối tượng, ví dụ {&quot;min&quot;: 3000, &quot;max&quot;: 80000, &quot;per_gb_max&quot;: 500}</translation>
    </message>
    <message>
        <source>needs &quot;max&quot;, the most that can be provisioned</source>
        <translation>cần &quot;max&quot;, mức cao nhất có thể cấp</translation>
    </message>
    <message>
        <source>needs &quot;name&quot; and &quot;up_to_gb&quot;</source>
        <translation>cần &quot;name&quot; và &quot;up_to_gb&quot;</translation>
    </message>
    <message>
        <source>should be larger than the tier before it</source>
        <translation>phải lớn hơn bậc trước nó</translation>
    </message>
    <message>
        <source>should name the level, e.g. &quot;vpus&quot;</source>
        <translation>phải đặt tên cho mức, ví dụ &quot;vpus&quot;</translation>
    </message>
    <message>
        <source>should be a whole number</source>
        <translation>phải là số nguyên</translation>
    </message>
    <message>
        <source>should be one of the levels in &quot;list&quot;</source>
        <translation>phải là một trong các mức trong &quot;list&quot;</translation>
    </message>
    <message>
        <source>is needed: the burst ceiling</source>
        <translation>là bắt buộc: mức trần của burst</translation>
    </message>
    <message>
        <source>needs one of &quot;bucket_ios&quot; (credits) or &quot;bucket_seconds&quot; (at full burst)</source>
        <translation>cần một trong hai: &quot;bucket_ios&quot; (tín dụng) hoặc &quot;bucket_seconds&quot; (ở burst tối đa)</translation>
    </message>
    <message>
        <source>is missing or not %1: not a volume profile, or one from a newer version</source>
        <translation>bị thiếu hoặc không phải %1: không phải hồ sơ volume, hoặc là hồ sơ của phiên bản mới hơn</translation>
    </message>
    <message>
        <source>should be a string</source>
        <translation>phải là một chuỗi</translation>
    </message>
    <message>
        <source>is needed: where the figures come from</source>
        <translation>là bắt buộc: nguồn của các con số</translation>
    </message>
    <message>
        <source>should be &quot;GiB&quot; or &quot;GB&quot; (10^9 bytes)</source>
        <translation>phải là &quot;GiB&quot; hoặc &quot;GB&quot; (10^9 byte)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, dòng %2: %3</translation>
    </message>
    <message>
        <source>%1: a volume profile is a JSON object {&quot;surfio_volume&quot;: 1, ...}</source>
        <translation>%1: hồ sơ volume là một đối tượng JSON {&quot;surfio_volume&quot;: 1, ...}</translation>
    </message>
    <message>
        <source>%1: promises nothing: give &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; or &quot;provisioned_iops&quot;</source>
        <translation>%1: không hứa gì cả: hãy đưa &quot;iops&quot;, &quot;throughput&quot;, &quot;tiers&quot;, &quot;levels&quot; hoặc &quot;provisioned_iops&quot;</translation>
    </message>
    <message>
        <source>is above &quot;max_gb&quot;</source>
        <translation>lớn hơn &quot;max_gb&quot;</translation>
    </message>
    <message>
        <source>%1 is not a volume profile: a profile&apos;s file name ends in .json</source>
        <translation>%1 không phải là hồ sơ volume: tên tệp của một hồ sơ kết thúc bằng .json</translation>
    </message>
    <message>
        <source>there is no file %1: give a profile&apos;s name (surfio volumes lists them) or the path of a .json profile</source>
        <translation>không có tệp %1: hãy đưa tên một hồ sơ (surfio volumes liệt kê chúng) hoặc đường dẫn của một hồ sơ .json</translation>
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
        <translation>không hiểu &quot;%1&quot;: sau hồ sơ là iops=N, throughput=SIZE mỗi giây (ví dụ 250m) hoặc một mức như vpus=30</translation>
    </message>
    <message>
        <source>the form is PROFILE[:SIZE][,iops=N][,throughput=N], e.g. oci-balanced:50g, aws-gp3,iops=6000,throughput=250m; `surfio volumes` lists the profiles</source>
        <translation>dạng là PROFILE[:SIZE][,iops=N][,throughput=N], ví dụ oci-balanced:50g, aws-gp3,iops=6000,throughput=250m; `surfio volumes` liệt kê các hồ sơ</translation>
    </message>
    <message>
        <source>%1 %2 is outside what this volume can be given: %3 to %4</source>
        <translation>%1 %2 nằm ngoài mức volume này có thể được cấp: %3 đến %4</translation>
    </message>
    <message>
        <source>%1 %2 needs a volume of at least %3 GiB: at most %4 per GiB can be given</source>
        <translation>%1 %2 cần volume ít nhất %3 GiB: tối đa %4 mỗi GiB</translation>
    </message>
    <message>
        <source>%1 %2 needs at least %3 IOPS: at most %4 per IOPS can be given</source>
        <translation>%1 %2 cần ít nhất %3 IOPS: tối đa %4 mỗi IOPS</translation>
    </message>
    <message>
        <source>%1 takes %2= one of %3</source>
        <translation>%1 nhận %2= là một trong %3</translation>
    </message>
    <message>
        <source>%1 takes no %2=: after the size come iops=N and throughput=SIZE</source>
        <translation>%1 không nhận %2=: sau kích thước là iops=N và throughput=SIZE</translation>
    </message>
    <message>
        <source>%1 is larger than the largest size %2 lists (%3, %4)</source>
        <translation>%1 lớn hơn kích thước lớn nhất mà %2 liệt kê (%3, %4)</translation>
    </message>
    <message>
        <source>%1 promises by size: give the volume&apos;s size, e.g. --volume=%1:100g, or a block device as the target</source>
        <translation>%1 hứa theo kích thước: hãy đưa kích thước volume, ví dụ --volume=%1:100g, hoặc chọn một thiết bị khối làm mục tiêu</translation>
    </message>
    <message>
        <source>%1 takes no provisioned IOPS: drop iops=</source>
        <translation>%1 không nhận IOPS cấp thêm: bỏ iops=</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>%1 is provisioned: give its IOPS, e.g. --volume=%1,iops=%2</source>
        <translation>%1 là loại cấp theo IOPS: hãy đưa IOPS của nó, ví dụ --volume=%1,iops=%2</translation>
    </message>
    <message>
        <source>%1 takes no provisioned throughput: drop throughput=</source>
        <translation>%1 không nhận thông lượng cấp thêm: bỏ throughput=</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>thông lượng</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size: %2</source>
        <translation>&quot;%1&quot; không phải là kích thước: %2</translation>
    </message>
    <message>
        <source>no profile named: %1</source>
        <translation>chưa nêu hồ sơ: %1</translation>
    </message>
    <message>
        <source>%1 promises nothing at %2</source>
        <translation>%1 không hứa gì ở %2</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;%1&quot; should be a number, 0 or more</source>
        <translation>&quot;volume&quot;: &quot;%1&quot; phải là một số, từ 0 trở lên</translation>
    </message>
    <message>
        <source>&quot;volume&quot;: &quot;profile&quot; is missing</source>
        <translation>&quot;volume&quot;: thiếu &quot;profile&quot;</translation>
    </message>
    <message>
        <source>%1= is given twice: give it once</source>
        <translation>%1= được đưa hai lần: chỉ đưa một lần</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>từ %1 đến %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 trở lên</translation>
    </message>
    <message>
        <source>%1 volumes are %2; %3 is not one</source>
        <translation>volume %1 có kích thước %2; %3 không nằm trong đó</translation>
    </message>
    <message>
        <source>%1 volumes are %2, and the target is %3: give the volume&apos;s size, e.g. --volume=%1:100g</source>
        <translation>volume %1 có kích thước %2, còn mục tiêu là %3: hãy đưa kích thước volume, ví dụ --volume=%1:100g</translation>
    </message>
    <message>
        <source>throughput=%1 needs its unit, as a size per second: e.g. throughput=%1m for %1 MiB/s</source>
        <translation>throughput=%1 cần đơn vị, là kích thước mỗi giây: ví dụ throughput=%1m cho %1 MiB/s</translation>
    </message>
</context>
<context>
    <name>VolumesCommand</name>
    <message>
        <source>built-in</source>
        <translation>có sẵn</translation>
    </message>
    <message>
        <source>own</source>
        <translation>của bạn</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>hồ sơ</translation>
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
        <translation>burst, thùng đầy</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>nguồn gốc</translation>
    </message>
    <message>
        <source>title</source>
        <translation>tiêu đề</translation>
    </message>
    <message>
        <source>What each volume promises at %1:</source>
        <translation>Lời hứa của từng volume ở %1:</translation>
    </message>
    <message>
        <source>Give another size with --size=SIZE; surfio volumes SPEC describes one, e.g. surfio volumes aws-gp2:100g. Your own profiles: %1.</source>
        <translation>Chọn kích thước khác bằng --size=SIZE; surfio volumes SPEC mô tả một volume, ví dụ surfio volumes aws-gp2:100g. Hồ sơ của bạn: %1.</translation>
    </message>
    <message>
        <source>surfio volumes: skipped %1</source>
        <translation>surfio volumes: bỏ qua %1</translation>
    </message>
    <message>
        <source>surfio volumes: %1: %2</source>
        <translation>surfio volumes: %1: %2</translation>
    </message>
    <message>
        <source>Source: %1, read %2 (%3: %4)</source>
        <translation>Nguồn: %1, đọc ngày %2 (%3: %4)</translation>
    </message>
    <message>
        <source>  Hold a run against it: surfio run --volume=%1 --preset=limits --filename=DEVICE</source>
        <translation>  Đối chiếu một lần chạy với nó: surfio run --volume=%1 --preset=limits --filename=DEVICE</translation>
    </message>
    <message>
        <source>Lists the cloud volume profiles, built-in and your own, with what each promises at a size, or describes what a volume spec promises, with the provider&apos;s source.</source>
        <translation>Liệt kê các hồ sơ volume đám mây, có sẵn và của bạn, cùng lời hứa của từng hồ sơ ở một kích thước, hoặc mô tả lời hứa của một đặc tả volume, kèm nguồn của nhà cung cấp.</translation>
    </message>
    <message>
        <source>The size the list shows the promises at. Default 100g.</source>
        <translation>Kích thước dùng để hiển thị lời hứa trong danh sách. Mặc định 100g.</translation>
    </message>
    <message>
        <source>A volume as --volume takes it: PROFILE[:SIZE][,iops=N][,throughput=N].</source>
        <translation>Một volume theo dạng --volume nhận: PROFILE[:SIZE][,iops=N][,throughput=N].</translation>
    </message>
    <message>
        <source>surfio volumes: --size=%1 is not a size: give e.g. --size=50g</source>
        <translation>surfio volumes: --size=%1 không phải là kích thước: hãy đưa ví dụ --size=50g</translation>
    </message>
    <message>
        <source>%1 IOPS for %2</source>
        <translation>%1 IOPS trong %2</translation>
    </message>
    <message>
        <source>A full bucket lasts %1 at %2 IOPS, refilled at the baseline.</source>
        <translation>Một thùng đầy kéo dài %1 ở %2 IOPS, được nạp lại theo mức cơ sở.</translation>
    </message>
    <message>
        <source>Source: %1 (%2: %3)</source>
        <translation>Nguồn: %1 (%2: %3)</translation>
    </message>
</context>
<context>
    <name>surfio::ChartExportDialog</name>
    <message>
        <source>Export the chart</source>
        <translation>Xuất biểu đồ</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Tùy chỉnh</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>pixels at</source>
        <translation>pixel, độ phân giải</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>How it was measured, under the chart</source>
        <translation>Cách đo, bên dưới biểu đồ</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>Tiê&amp;u đề:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Kích thước:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>C&amp;hủ đề:</translation>
    </message>
    <message>
        <source>Caption:</source>
        <translation>Chú thích:</translation>
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
        <translation>A4 khổ ngang, 300 dpi (3508 × 2480)</translation>
    </message>
    <message>
        <source>%1 is neither a .png nor an .svg file</source>
        <translation>%1 không phải tệp .png hay .svg</translation>
    </message>
    <message>
        <source>the image has no size</source>
        <translation>ảnh không có kích thước</translation>
    </message>
    <message>
        <source>%1 cannot be written: the chart could not be drawn</source>
        <translation>không thể ghi %1: không vẽ được biểu đồ</translation>
    </message>
</context>
<context>
    <name>surfio::CompareChoice</name>
    <message>
        <source>The figure compared: iops, bw (MB/s), lat_mean or lat_p99 (lower is faster). Default iops.</source>
        <translation>Chỉ số được so sánh: iops, bw (MB/s), lat_mean hoặc lat_p99 (thấp hơn là nhanh hơn). Mặc định iops.</translation>
    </message>
    <message>
        <source>--%1=%2 is not a metric: use iops, bw, lat_mean or lat_p99</source>
        <translation>--%1=%2 không phải chỉ số hợp lệ: hãy dùng iops, bw, lat_mean hoặc lat_p99</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1: %2</translation>
    </message>
    <message>
        <source>Keys of a point&apos;s spec not to match on, comma-separated, from rw, bs (or bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count; e.g. --%1=iodepth compares two queue depths.</source>
        <translation>Các khóa trong spec của một điểm không dùng để khớp, phân tách bằng dấu phẩy, chọn trong rw, bs (hoặc bssplit), rwmixread, iodepth, numjobs, rate_iops, target_count; ví dụ --%1=iodepth so sánh hai độ sâu hàng đợi.</translation>
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
        <translation>Độ trễ trung bình</translation>
    </message>
    <message>
        <source>99th percentile latency</source>
        <translation>Độ trễ bách phân vị thứ 99</translation>
    </message>
    <message>
        <source>no finished point</source>
        <translation>chưa có điểm nào xong</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>trên %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>một đích không rõ</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Chỉ số:</translation>
    </message>
    <message>
        <source>Match on:</source>
        <translation>Khớp theo:</translation>
    </message>
    <message>
        <source>Points are matched by this part of their spec; untick it to compare points that differ in it (e.g. iodepth: two queue depths)</source>
        <translation>Các điểm được khớp theo phần này trong spec của chúng; bỏ đánh dấu để so sánh các điểm khác nhau ở phần này (ví dụ iodepth: hai độ sâu hàng đợi)</translation>
    </message>
    <message>
        <source>A verdict is Welch&apos;s t-test on the trials (p &lt; %1, two-sided) when both runs have two or more; its p-value is in the verdict&apos;s tooltip.</source>
        <translation>Kết luận là kiểm định t của Welch trên các lần thử (p &lt; %1, hai phía) khi cả hai lần chạy đều có từ hai lần thử trở lên; giá trị p nằm trong chú thích hiện ra khi di chuột lên kết luận.</translation>
    </message>
    <message>
        <source>Not in the table:</source>
        <translation>Không có trong bảng:</translation>
    </message>
    <message>
        <source>File → Compare with… adds saved results (Surfio&apos;s or fio&apos;s JSON) to compare with the result on show, point by point.</source>
        <translation>Tệp → So sánh với… thêm các kết quả đã lưu (JSON của Surfio hoặc fio) để so sánh theo từng điểm với kết quả đang hiển thị.</translation>
    </message>
    <message>
        <source>A: %1 has no finished point yet: the comparison follows when it has one.</source>
        <translation>A: %1 chưa có điểm nào xong: phần so sánh sẽ hiện khi có một điểm xong.</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>kết quả đang hiển thị</translation>
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
        <translation>Bảng</translation>
    </message>
    <message>
        <source>Ratio surface</source>
        <translation>Bề mặt tỉ số</translation>
    </message>
    <message>
        <source>The ratio surface: a later run&apos;s figure ÷ A&apos;s at each point of one slice of A, blue above 1×, vermilion below</source>
        <translation>Bề mặt tỉ số: giá trị của một lần chạy sau ÷ giá trị của A tại mỗi điểm của một lát cắt của A, màu xanh lam khi trên 1×, màu đỏ son khi dưới</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Hiển thị:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Lát cắt:</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Lần chạ&amp;y:</translation>
    </message>
    <message>
        <source>Untick %1</source>
        <translation>Bỏ chọn %1</translation>
    </message>
    <message>
        <source>Tick %1 again</source>
        <translation>Chọn lại %1</translation>
    </message>
</context>
<context>
    <name>surfio::ComparisonModel</name>
    <message>
        <source>not in %1</source>
        <translation>không có trong %1</translation>
    </message>
    <message>
        <source>no p99</source>
        <translation>không có p99</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>(incomplete)</source>
        <translation>(chưa hoàn tất)</translation>
    </message>
    <message>
        <source>The mean of %1 trials, from %2 to %3; ± is their coefficient of variation</source>
        <translation>Trung bình của %1 lần thử, từ %2 đến %3; ± là hệ số biến thiên của chúng</translation>
    </message>
    <message>
        <source>One run: no spread</source>
        <translation>Một lần chạy: không có độ phân tán</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>%1&apos;s %2 ÷ A&apos;s; %3</source>
        <translation>%2 của %1 ÷ giá trị của A; %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no such point: it is listed below the table</source>
        <translation>%1 không có điểm này: điểm này được liệt kê bên dưới bảng</translation>
    </message>
    <message>
        <source>Welch&apos;s t-test on %1 trials of A and %2 of %3: %4, t = %5; below p = %6 the difference is more than the trials&apos; noise</source>
        <translation>Kiểm định t của Welch trên %1 lần thử của A và %2 lần thử của %3: %4, t = %5; dưới p = %6 thì chênh lệch lớn hơn mức nhiễu của các lần thử</translation>
    </message>
    <message>
        <source>A or %1 has fewer than two trials at this point: the ratio alone, its noise unknown (run with trials to know it)</source>
        <translation>A hoặc %1 có ít hơn hai lần thử ở điểm này: chỉ có tỉ số, chưa rõ mức nhiễu (hãy chạy với nhiều lần thử để biết)</translation>
    </message>
    <message>
        <source>No ratio: a run lacks the figure, or A&apos;s is 0</source>
        <translation>Không có tỉ số: một lần chạy thiếu giá trị, hoặc giá trị của A bằng 0</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1 verdict</source>
        <translation>kết luận %1</translation>
    </message>
    <message>
        <source>%1: in %2, not in %3</source>
        <translation>%1: có trong %2, không có trong %3</translation>
    </message>
    <message numerus="yes">
        <source>Not compared: %1 has %n point(s) at %2 that the keys matched on do not tell apart (they are never averaged): match on %3 again</source>
        <translation>
            <numerusform>Không so sánh: %1 có %n điểm tại %2 mà các khóa dùng để khớp không phân biệt được (chúng không bao giờ được lấy trung bình): hãy khớp lại theo %3</numerusform>
        </translation>
    </message>
    <message>
        <source>more keys</source>
        <translation>nhiều khóa hơn</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A: the runs differ in %1. Untick it under &quot;Match on&quot; to compare them anyway.</source>
        <translation>Không điểm nào của các lần chạy sau khớp với một điểm của A: các lần chạy khác nhau ở %1. Hãy bỏ đánh dấu mục đó trong &quot;Khớp theo&quot; để vẫn so sánh chúng.</translation>
    </message>
    <message>
        <source>No point matched one point of each run: the keys left several points of a run alike. Tick more keys under &quot;Match on&quot;.</source>
        <translation>Không điểm nào khớp đúng một điểm của mỗi lần chạy: với các khóa còn lại, nhiều điểm của cùng một lần chạy giống hệt nhau. Hãy đánh dấu thêm khóa trong &quot;Khớp theo&quot;.</translation>
    </message>
    <message>
        <source>No point of a later run matches one of A on %1: no two runs measured the same point.</source>
        <translation>Không điểm nào của các lần chạy sau khớp với một điểm của A theo %1: không có hai lần chạy nào đo cùng một điểm.</translation>
    </message>
</context>
<context>
    <name>surfio::ConvergenceView</name>
    <message>
        <source>%1 %2 % read IOPS</source>
        <translation>IOPS %1 %2 % đọc</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Vòng</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>±%1 % of mean</source>
        <translation>±%1 % trung bình</translation>
    </message>
    <message>
        <source>Window mean</source>
        <translation>Trung bình cửa sổ</translation>
    </message>
    <message>
        <source>Least-squares line</source>
        <translation>Đường bình phương tối thiểu</translation>
    </message>
    <message>
        <source>Steady state is off: turn on &apos;Repeat until steady state&apos; in the matrix editor. The matrix then runs in rounds until the tracked points&apos; IOPS settle, and this chart shows them converge.</source>
        <translation>Trạng thái ổn định đang tắt: hãy bật &apos;Lặp đến trạng thái ổn định&apos; trong trình soạn ma trận. Khi đó ma trận chạy theo vòng cho đến khi IOPS của các điểm được theo dõi ổn định, và biểu đồ này cho thấy chúng hội tụ.</translation>
    </message>
    <message numerus="yes">
        <source>Steady state is on: the chart fills in as each round finishes, for at most %Ln rounds.</source>
        <translation>
            <numerusform>Trạng thái ổn định đang bật: biểu đồ được điền dần khi mỗi vòng kết thúc, tối đa %Ln vòng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Vòng %1 trên tối đa %2 · không đạt trạng thái ổn định sau %Ln vòng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · not yet steady: the check needs %Ln rounds</source>
        <translation>
            <numerusform>Vòng %1 trên tối đa %2 · chưa ổn định: cần %Ln vòng để đánh giá</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady</source>
        <translation>Vòng %1 trên tối đa %2 · cửa sổ %3–%4: biên độ %5 % trung bình (≤ %6 %), độ lệch theo độ dốc %7 % (≤ %8 %) · ổn định</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · steady state not reached after %Ln rounds</source>
        <translation>
            <numerusform>Vòng %1 trên tối đa %2 · cửa sổ %3–%4: biên độ %5 % trung bình (≤ %6 %), độ lệch theo độ dốc %7 % (≤ %8 %) · không đạt trạng thái ổn định sau %Ln vòng</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 of at most %2 · window %3–%4: range %5 % of mean (≤ %6 %), slope excursion %7 % (≤ %8 %) · not yet steady</source>
        <translation>Vòng %1 trên tối đa %2 · cửa sổ %3–%4: biên độ %5 % trung bình (≤ %6 %), độ lệch theo độ dốc %7 % (≤ %8 %) · chưa ổn định</translation>
    </message>
    <message>
        <source>Surfio steady-state convergence</source>
        <translation>Hội tụ trạng thái ổn định của Surfio</translation>
    </message>
</context>
<context>
    <name>surfio::DemoController</name>
    <message>
        <source>Demo: point %1: %2</source>
        <translation>Demo: điểm %1: %2</translation>
    </message>
    <message>
        <source>Demo: preset %1 of %2: %3</source>
        <translation>Demo: cấu hình mẫu %1/%2: %3</translation>
    </message>
</context>
<context>
    <name>surfio::DemoReference</name>
    <message>
        <source>--demo-reference=%1: %2; give a result Surfio saved (surfio run --output-format=json --output=FILE, or File → Save result)</source>
        <translation>--demo-reference=%1: %2; hãy đưa một kết quả do Surfio lưu (surfio run --output-format=json --output=FILE, hoặc Tệp → Lưu kết quả)</translation>
    </message>
    <message>
        <source>--demo-reference=%1 holds no finished point to race: give a result with points</source>
        <translation>--demo-reference=%1 không có điểm nào đã hoàn tất để đua: hãy đưa một kết quả có điểm</translation>
    </message>
    <message>
        <source>the reference</source>
        <translation>mốc tham chiếu</translation>
    </message>
    <message>
        <source>%1 did not run %2: nothing to race here</source>
        <translation>%1 chưa chạy %2: không có gì để đua ở đây</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2 at %3</source>
        <translation>%1× IOPS của %2 khi %3</translation>
    </message>
    <message>
        <source>%1 random read</source>
        <translation>đọc ngẫu nhiên %1</translation>
    </message>
    <message>
        <source>%1 sequential read</source>
        <translation>đọc tuần tự %1</translation>
    </message>
    <message>
        <source>%1 random write</source>
        <translation>ghi ngẫu nhiên %1</translation>
    </message>
    <message>
        <source>%1 sequential write</source>
        <translation>ghi tuần tự %1</translation>
    </message>
    <message>
        <source>%1 random, %2 % read</source>
        <translation>truy cập ngẫu nhiên %1, %2 % đọc</translation>
    </message>
    <message>
        <source>%1 sequential, %2 % read</source>
        <translation>truy cập tuần tự %1, %2 % đọc</translation>
    </message>
    <message>
        <source>%1, queue depth %2 × %3 jobs</source>
        <translation>%1, độ sâu hàng đợi %2 × %3 job</translation>
    </message>
    <message>
        <source>%1, queue depth %2</source>
        <translation>%1, độ sâu hàng đợi %2</translation>
    </message>
    <message>
        <source>%1× the IOPS of %2</source>
        <translation>%1× IOPS của %2</translation>
    </message>
</context>
<context>
    <name>surfio::DemoView</name>
    <message>
        <source>Drag the surface to turn it · touch the figures or press any key to stop the demo</source>
        <translation>Kéo bề mặt để xoay · chạm vào các số liệu hoặc nhấn phím bất kỳ để dừng demo</translation>
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
        <translation>Ma trận của bạn</translation>
    </message>
    <message>
        <source>%1 (preset %2 of %3)</source>
        <translation>%1 (cấu hình mẫu %2/%3)</translation>
    </message>
    <message>
        <source>– MB/s</source>
        <translation>– MB/s</translation>
    </message>
    <message>
        <source>– mean latency</source>
        <translation>độ trễ trung bình –</translation>
    </message>
    <message>
        <source>Racing %1</source>
        <translation>Đang đua với %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 mean latency</source>
        <translation>độ trễ trung bình %1</translation>
    </message>
    <message>
        <source>Touch the figures or press any key to stop the demo</source>
        <translation>Chạm vào các số liệu hoặc nhấn phím bất kỳ để dừng demo</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln point(s) of %2 each</source>
        <translation>
            <numerusform>%1 · %Ln điểm, mỗi điểm %2</numerusform>
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
        <translation>không rõ mẫu thiết bị</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Thiết bị</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dung lượng</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mẫu thiết bị</translation>
    </message>
    <message>
        <source>Surfio opens %1 itself</source>
        <translation>Surfio tự mở %1</translation>
    </message>
    <message>
        <source>You may not open %1 yourself: Surfio asks UDisks2 to open it, once, before the run (polkit may ask for a password)</source>
        <translation>Bạn không tự mở được %1: Surfio nhờ UDisks2 mở nó, một lần, trước lượt chạy (polkit có thể hỏi mật khẩu)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Không mở được %1: %2</translation>
    </message>
    <message>
        <source>directly</source>
        <translation>trực tiếp</translation>
    </message>
    <message>
        <source>UDisks2</source>
        <translation>UDisks2</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>Opens</source>
        <translation>Cách mở</translation>
    </message>
</context>
<context>
    <name>surfio::DeviceWriteConfirmation</name>
    <message>
        <source>model not reported</source>
        <translation>không rõ mẫu thiết bị</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; (%2, %3). Everything stored on it will be destroyed, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%4&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Phiên chạy sẽ ghi vào &lt;b&gt;%1&lt;/b&gt; (%2, %3). Mọi dữ liệu trên đó sẽ bị hủy và không thể khôi phục.&lt;/p&gt;&lt;p&gt;Gõ &lt;b&gt;%4&lt;/b&gt; để xác nhận.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The run writes to &lt;b&gt;%1&lt;/b&gt; on the fio hosts %2, which Surfio cannot inspect from here: whether it is mounted or holds a filesystem is not checked. Everything stored on it will be destroyed on every one of them, and no run can bring it back.&lt;/p&gt;&lt;p&gt;Type &lt;b&gt;%3&lt;/b&gt; to confirm.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Phiên chạy sẽ ghi vào &lt;b&gt;%1&lt;/b&gt; trên các máy chủ fio %2, mà Surfio không thể kiểm tra từ đây: không kiểm tra được thiết bị có đang gắn kết hay chứa hệ thống tệp không. Mọi dữ liệu trên đó sẽ bị hủy trên tất cả các máy chủ này và không thể khôi phục.&lt;/p&gt;&lt;p&gt;Gõ &lt;b&gt;%3&lt;/b&gt; để xác nhận.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Destroy the data on %1?</source>
        <translation>Hủy dữ liệu trên %1?</translation>
    </message>
    <message>
        <source>Destroy data on %1</source>
        <translation>Hủy dữ liệu trên %1</translation>
    </message>
</context>
<context>
    <name>surfio::EngineBox</name>
    <message>
        <source>Surfio&apos;s engine (io_uring, psync fallback)</source>
        <translation>Engine của Surfio (io_uring, dự phòng psync)</translation>
    </message>
    <message>
        <source>Surfio&apos;s own io_uring engine; where io_uring is unavailable, plain pread/pwrite, and the result says why</source>
        <translation>Engine io_uring riêng của Surfio; nơi không có io_uring thì dùng pread/pwrite thông thường, và kết quả ghi rõ lý do</translation>
    </message>
    <message>
        <source>io_uring only</source>
        <translation>Chỉ io_uring</translation>
    </message>
    <message>
        <source>Surfio&apos;s io_uring engine, and a failed run where io_uring is unavailable</source>
        <translation>Engine io_uring của Surfio; phiên chạy thất bại nếu không có io_uring</translation>
    </message>
    <message>
        <source>psync</source>
        <translation>psync</translation>
    </message>
    <message>
        <source>Surfio&apos;s pread/pwrite engine: one I/O per system call</source>
        <translation>Engine pread/pwrite của Surfio: mỗi lệnh gọi hệ thống một I/O</translation>
    </message>
    <message>
        <source>What issues the I/O; fio can also run the points on other hosts</source>
        <translation>Thành phần thực hiện I/O; fio còn có thể chạy các điểm trên máy chủ khác</translation>
    </message>
    <message>
        <source>fio (looking for it…)</source>
        <translation>fio (đang tìm…)</translation>
    </message>
    <message>
        <source>Runs every point through fio, on this machine or on fio servers</source>
        <translation>Chạy mọi điểm qua fio, trên máy này hoặc trên các máy chủ fio</translation>
    </message>
    <message>
        <source>fio %1</source>
        <translation>fio %1</translation>
    </message>
    <message>
        <source>Runs every point through %1 (fio %2), on this machine or on fio servers</source>
        <translation>Chạy mọi điểm qua %1 (fio %2), trên máy này hoặc trên các máy chủ fio</translation>
    </message>
    <message>
        <source>fio (not available)</source>
        <translation>fio (không có sẵn)</translation>
    </message>
</context>
<context>
    <name>surfio::FioCommandDialog</name>
    <message>
        <source>Paste a fio command line</source>
        <translation>Dán dòng lệnh fio</translation>
    </message>
    <message>
        <source>A fio &amp;command line, with or without sudo; each --name starts a job, and each job becomes a part of the matrix. Options Surfio&apos;s engine does not use are listed in the Log tab.</source>
        <translation>&amp;Dòng lệnh fio, có hoặc không có sudo; mỗi --name bắt đầu một job, và mỗi job thành một phần của ma trận. Các tùy chọn mà engine của Surfio không dùng được liệt kê trong thẻ Nhật ký.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Nhập</translation>
    </message>
</context>
<context>
    <name>surfio::FioHostList</name>
    <message>
        <source>“%1”: the port after the colon must be a number from 1 to 65535, e.g. %2:8765</source>
        <translation>“%1”: cổng sau dấu hai chấm phải là số từ 1 đến 65535, ví dụ %2:8765</translation>
    </message>
    <message>
        <source>A host is empty: give a name or an address, e.g. 10.0.0.2</source>
        <translation>Có một máy chủ trống: hãy nhập tên hoặc địa chỉ, ví dụ 10.0.0.2</translation>
    </message>
    <message>
        <source>“%1” is not a host: give a name or an address without spaces, e.g. server1 or 10.0.0.2:8765</source>
        <translation>“%1” không phải máy chủ hợp lệ: hãy nhập tên hoặc địa chỉ không có khoảng trắng, ví dụ server1 hoặc 10.0.0.2:8765</translation>
    </message>
    <message>
        <source>“%1” is not an IPv6 address in brackets: give e.g. [fd00::2] or [fd00::2]:8765</source>
        <translation>“%1” không phải địa chỉ IPv6 trong ngoặc vuông: hãy nhập ví dụ [fd00::2] hoặc [fd00::2]:8765</translation>
    </message>
    <message>
        <source>“%1” looks like an IPv6 address: put it in brackets, e.g. [%1]:8765</source>
        <translation>“%1” trông như địa chỉ IPv6: hãy đặt trong ngoặc vuông, ví dụ [%1]:8765</translation>
    </message>
    <message>
        <source>Double-click a host to edit it</source>
        <translation>Nhấp đúp vào máy chủ để sửa</translation>
    </message>
    <message>
        <source>Add, e.g. 10.0.0.2 or server1:8765</source>
        <translation>Thêm, ví dụ 10.0.0.2 hoặc server1:8765</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Add the host typed</source>
        <translation>Thêm máy chủ vừa nhập</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Remove the selected host</source>
        <translation>Xóa máy chủ đang chọn</translation>
    </message>
    <message>
        <source>Each host must run “fio --server” (port 8765 unless given); the targets are then paths on the hosts. No host: fio runs on this machine.</source>
        <translation>Mỗi máy chủ phải chạy “fio --server” (cổng 8765 nếu không chỉ định); khi đó mục tiêu là đường dẫn trên các máy chủ. Không có máy chủ: fio chạy trên máy này.</translation>
    </message>
    <message>
        <source>“%1” is listed twice</source>
        <translation>“%1” bị liệt kê hai lần</translation>
    </message>
</context>
<context>
    <name>surfio::FlatChartsView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>Kiểu truy cập, độ sâu hàng đợi và số job cần hiển thị</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Đường</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Bản đồ nhiệt</translation>
    </message>
    <message>
        <source>The metric against block size with one line per read mix, or a heat map of the same with each cell&apos;s value</source>
        <translation>Chỉ số theo kích thước khối, mỗi tỉ lệ đọc một đường, hoặc cùng dữ liệu đó dưới dạng bản đồ nhiệt kèm giá trị của từng ô</translation>
    </message>
    <message>
        <source>No points measured yet.</source>
        <translation>Chưa đo điểm nào.</translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Chỉ số:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Lát cắt:</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Hiển thị:</translation>
    </message>
</context>
<context>
    <name>surfio::FlatSliceView</name>
    <message>
        <source>No OpenGL here, so the surface is a table: rows are read %, columns block sizes.</source>
        <translation>Không có OpenGL, nên bề mặt được hiển thị dạng bảng: hàng là % đọc, cột là kích thước khối.</translation>
    </message>
    <message>
        <source>%1, %2 % read</source>
        <translation>%1, %2 % đọc</translation>
    </message>
    <message>
        <source>&lt;p&gt;One block size and one read mix here (%1): a single point, which a surface cannot show.&lt;/p&gt;&lt;p&gt;A surface needs two block sizes or more &lt;i&gt;and&lt;/i&gt; two read % values or more; a line needs two of either. Add them to the matrix in Setup to see how the figures change with them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ở đây chỉ có một kích thước khối và một tỉ lệ đọc (%1): một điểm duy nhất, bề mặt không thể hiển thị được.&lt;/p&gt;&lt;p&gt;Một bề mặt cần ít nhất hai kích thước khối &lt;i&gt;và&lt;/i&gt; ít nhất hai giá trị % đọc; một đường cần hai giá trị của một trong hai. Hãy thêm chúng vào ma trận trong phần Thiết lập để xem số liệu thay đổi theo chúng.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Show this point&apos;s details&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;detail&quot;&gt;Xem chi tiết điểm này&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not measured yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chưa đo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>Điểm giao</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>Mái giới hạn</translation>
    </message>
</context>
<context>
    <name>surfio::HeatMapModel</name>
    <message>
        <source>Not measured yet</source>
        <translation>Chưa đo</translation>
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
        <translation>fio đã chạy mỗi điểm đồng thời trên nhiều máy chủ: xem tổng của chúng, hoặc kết quả của một máy chủ. Độ trễ của một máy chủ là trung bình của giá trị trung bình các job, có trọng số theo số I/O; không biết các phân vị của nó.</translation>
    </message>
    <message>
        <source>All hosts (sum)</source>
        <translation>Tất cả máy chủ (tổng)</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Má&amp;y chủ:</translation>
    </message>
</context>
<context>
    <name>surfio::LaunchTasks</name>
    <message>
        <source>Could not write the surface to %1</source>
        <translation>Không thể ghi bề mặt vào %1</translation>
    </message>
    <message>
        <source>Could not write the first point&apos;s detail: %1</source>
        <translation>Không ghi được chi tiết của điểm đầu tiên: %1</translation>
    </message>
    <message>
        <source>Could not export the chart: %1</source>
        <translation>Không thể xuất biểu đồ: %1</translation>
    </message>
    <message>
        <source>Could not write the report: %1</source>
        <translation>Không thể ghi báo cáo: %1</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Đã ghi báo cáo %1</translation>
    </message>
    <message>
        <source>Could not write the screenshot: %1</source>
        <translation>Không ghi được ảnh chụp màn hình: %1</translation>
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
        <translation>Độ trễ</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Thời gian đã qua</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Đọc</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Ghi</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>Đọc p99</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Đọc trung bình</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>Ghi p99</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Ghi trung bình</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Độ trễ p99</translation>
    </message>
    <message>
        <source>Point %1 · %2</source>
        <translation>Điểm %1 · %2</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>Điểm %1</translation>
    </message>
    <message>
        <source>Surfio live charts</source>
        <translation>Biểu đồ trực tiếp của Surfio</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Hottest drive</source>
        <translation>Ổ nóng nhất</translation>
    </message>
    <message>
        <source>%1, trial %2</source>
        <translation>%1, lần thử %2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, vòng %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Tham chiếu</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (tham chiếu)</translation>
    </message>
</context>
<context>
    <name>surfio::LoadView</name>
    <message>
        <source>QD %1 at %2 IOPS</source>
        <translation>QD %1 ở %2 IOPS</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message>
        <source>The latency objective: the most IOPS whose p99 latency stays within it is marked. Pick one or type it, e.g. 750 µs or 2 ms. A result opened from a file starts with the objective it was run with.</source>
        <translation>Mục tiêu độ trễ: điểm có IOPS cao nhất mà độ trễ p99 vẫn nằm trong mục tiêu sẽ được đánh dấu. Hãy chọn một giá trị hoặc nhập vào, ví dụ 750 µs hoặc 2 ms. Kết quả mở từ tệp sẽ bắt đầu với mục tiêu đã dùng khi chạy.</translation>
    </message>
    <message>
        <source>&amp;Latency objective, p99 ≤</source>
        <translation>Mục tiêu độ trễ, p99 ≤</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>“%1” is not a latency: write it as 750 µs or 2 ms.</source>
        <translation>“%1” không phải độ trễ: hãy viết như 750 µs hoặc 2 ms.</translation>
    </message>
    <message>
        <source>Latency against load is drawn once three points of the sweep have finished.</source>
        <translation>Độ trễ theo tải được vẽ khi ba điểm của dải quét đã chạy xong.</translation>
    </message>
    <message>
        <source>Latency against load needs at least three points that differ only in queue depth (or in rate limit), for the same block size and mix.

Run a queue-depth sweep (the preset qd-sweep, or --iodepth=1,2,4,8,16,32,64,128,256) to see where latency starts to climb faster than IOPS (the knee) and the most IOPS within a latency objective.</source>
        <translation>Độ trễ theo tải cần ít nhất ba điểm chỉ khác nhau về độ sâu hàng đợi (hoặc giới hạn tốc độ), với cùng kích thước khối và tỉ lệ đọc/ghi.

Hãy chạy một dải quét độ sâu hàng đợi (cấu hình mẫu qd-sweep, hoặc --iodepth=1,2,4,8,16,32,64,128,256) để thấy từ đâu độ trễ bắt đầu tăng nhanh hơn IOPS (điểm gãy) và mức IOPS cao nhất trong một mục tiêu độ trễ.</translation>
    </message>
    <message>
        <source>SLO: p99 ≤ %1</source>
        <translation>SLO: p99 ≤ %1</translation>
    </message>
    <message>
        <source>best ≤ %1</source>
        <translation>tốt nhất ≤ %1</translation>
    </message>
    <message>
        <source>knee, %1: %2</source>
        <translation>điểm gãy, %1: %2</translation>
    </message>
    <message>
        <source>knee %1</source>
        <translation>điểm gãy %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed (log scale)</source>
        <translation>Độ trễ: p99 nét liền, trung bình nét đứt (thang logarit)</translation>
    </message>
    <message>
        <source>Latency: p99 solid, mean dashed</source>
        <translation>Độ trễ: p99 nét liền, trung bình nét đứt</translation>
    </message>
    <message>
        <source>%1: %2 IOPS · p99 %3 · mean %4</source>
        <translation>%1: %2 IOPS · p99 %3 · trung bình %4</translation>
    </message>
</context>
<context>
    <name>surfio::MainWindow</name>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept</source>
        <translation>
            <numerusform>Đã dừng: giữ lại %n điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s)</source>
        <translation>
            <numerusform>Hoàn tất: %n điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n point(s) kept from %1 runs</source>
        <translation>
            <numerusform>Đã dừng: giữ lại %n điểm từ %1 lần chạy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n point(s) from %1 runs</source>
        <translation>
            <numerusform>Hoàn tất: %n điểm từ %1 lần chạy</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio</source>
        <translation>Surfio</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Thiết lập</translation>
    </message>
    <message>
        <source>Double-click a point for its time series and latency histogram</source>
        <translation>Nhấp đúp vào một điểm để xem chuỗi thời gian và biểu đồ phân bố độ trễ</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Trực tiếp</translation>
    </message>
    <message>
        <source>Surface</source>
        <translation>Bề mặt</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Steady state</source>
        <translation>Trạng thái ổn định</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Open result…</source>
        <translation>&amp;Mở kết quả…</translation>
    </message>
    <message>
        <source>Open a Surfio or fio result</source>
        <translation>Mở kết quả Surfio hoặc fio</translation>
    </message>
    <message>
        <source>Surfio and fio JSON results (*.json);;All files (*)</source>
        <translation>Kết quả JSON của Surfio và fio (*.json);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>&amp;Import a fio job file…</source>
        <translation>&amp;Nhập tệp job fio…</translation>
    </message>
    <message>
        <source>&amp;Paste a fio command line…</source>
        <translation>&amp;Dán dòng lệnh fio…</translation>
    </message>
    <message>
        <source>&amp;Save result…</source>
        <translation>&amp;Lưu kết quả…</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>Lưu kết quả</translation>
    </message>
    <message>
        <source>Surfio results (*.json)</source>
        <translation>Kết quả Surfio (*.json)</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Xuất &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the matrix as a &amp;fio job file…</source>
        <translation>Xuất ma trận thành tệp job &amp;fio…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Bắt đầu</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <source>&amp;Resume interrupted run…</source>
        <translation>&amp;Tiếp tục phiên chạy bị gián đoạn…</translation>
    </message>
    <message>
        <source>Resume an interrupted run</source>
        <translation>Tiếp tục phiên chạy bị gián đoạn</translation>
    </message>
    <message>
        <source>Surfio journals (*.journal)</source>
        <translation>Tệp journal của Surfio (*.journal)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;About Surfio</source>
        <translation>&amp;Giới thiệu Surfio</translation>
    </message>
    <message>
        <source>About Surfio</source>
        <translation>Giới thiệu Surfio</translation>
    </message>
    <message>
        <source>%1 exists: it belongs to an interrupted run. Resume it with Run → Resume interrupted run, or remove it to start over</source>
        <translation>%1 đã tồn tại: tệp này thuộc về một phiên chạy bị gián đoạn. Hãy tiếp tục bằng Chạy → Tiếp tục phiên chạy bị gián đoạn, hoặc xóa nó để chạy lại từ đầu</translation>
    </message>
    <message numerus="yes">
        <source>Run started: %n run(s) to go on %1</source>
        <translation>
            <numerusform>Đã bắt đầu: còn %n lần chạy trên %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Journal: %1 (Run → Resume interrupted run picks it up if Surfio is stopped)</source>
        <translation>Tệp journal: %1 (Chạy → Tiếp tục phiên chạy bị gián đoạn sẽ dùng nó nếu Surfio bị dừng)</translation>
    </message>
    <message numerus="yes">
        <source>Resuming %1: %n run(s) already finished</source>
        <translation>
            <numerusform>Đang tiếp tục %1: đã xong %n lần chạy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted run(s) in %1: Run → Resume interrupted run finishes them</source>
        <translation>
            <numerusform>%n phiên chạy bị gián đoạn trong %1: Chạy → Tiếp tục phiên chạy bị gián đoạn sẽ hoàn tất chúng</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Đang dừng…</translation>
    </message>
    <message>
        <source>Point %1 finished: %2 read IOPS, %3 write IOPS</source>
        <translation>Điểm %1 xong: %2 IOPS đọc, %3 IOPS ghi</translation>
    </message>
    <message>
        <source>Saved the result to %1</source>
        <translation>Đã lưu kết quả vào %1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Thất bại</translation>
    </message>
    <message>
        <source>Longest pause of the window during the run: %1 ms</source>
        <translation>Khoảng dừng lâu nhất của cửa sổ trong lúc chạy: %1 ms</translation>
    </message>
    <message>
        <source>longest event-loop stall: %1 ms</source>
        <translation>lần nghẽn vòng lặp sự kiện lâu nhất: %1 ms</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Phiên chạy thất bại: %1</translation>
    </message>
    <message>
        <source>Open result</source>
        <translation>Mở kết quả</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n point(s)</source>
        <translation>
            <numerusform>Đã mở %1: %n điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>Save result</source>
        <translation>Lưu kết quả</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Xuất CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Tệp CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export as a fio job file</source>
        <translation>Xuất thành tệp job fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>Tệp job fio (*.fio);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>Exported the matrix as a fio job file to %1</source>
        <translation>Đã xuất ma trận thành tệp job fio vào %1</translation>
    </message>
    <message>
        <source>Import a fio job file</source>
        <translation>Nhập tệp job fio</translation>
    </message>
    <message>
        <source>fio job files (*.fio *.ini *.job);;All files (*)</source>
        <translation>Tệp job fio (*.fio *.ini *.job);;Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>Không thể nhập %1: %2</translation>
    </message>
    <message>
        <source>Paste a fio command line</source>
        <translation>Dán dòng lệnh fio</translation>
    </message>
    <message>
        <source>The command cannot be imported: %1</source>
        <translation>Không thể nhập lệnh: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 as the matrix: %n point(s)</source>
        <translation>
            <numerusform>Đã nhập %1 làm ma trận: %n điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>Đã nhập %1: %n tùy chọn engine của Surfio không dùng, xem trong thẻ Nhật ký</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1: every option is used</source>
        <translation>Đã nhập %1: mọi tùy chọn đều được dùng</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Bản vẽ SVG (*.svg)</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>Dừng phiên chạy?</translation>
    </message>
    <message>
        <source>A run is going. Stop it and close? The finished points are saved, and Run → Resume interrupted run can finish the rest later.</source>
        <translation>Một phiên chạy đang diễn ra. Dừng và đóng? Các điểm đã xong được lưu lại, và Chạy → Tiếp tục phiên chạy bị gián đoạn có thể hoàn tất phần còn lại sau.</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line as the matrix: %n point(s)</source>
        <translation>
            <numerusform>Đã nhập dòng lệnh fio làm ma trận: %n điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported the fio command line: every option is used</source>
        <translation>Đã nhập dòng lệnh fio: mọi tùy chọn đều được dùng</translation>
    </message>
    <message numerus="yes">
        <source>Imported the fio command line: %n option(s) not used by Surfio&apos;s engine, listed in the Log tab</source>
        <translation>
            <numerusform>Đã nhập dòng lệnh fio: %n tùy chọn engine của Surfio không dùng, xem trong thẻ Nhật ký</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Surfio will speak %1 from its next start.</source>
        <translation>Surfio sẽ dùng %1 từ lần khởi động tới.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Ngôn ngữ của hệ thống</translation>
    </message>
    <message>
        <source>How to read the &amp;surface</source>
        <translation>Cách đọc &amp;bề mặt</translation>
    </message>
    <message>
        <source>io_uring (liburing %1), psync where io_uring is unavailable</source>
        <translation>io_uring (liburing %1), psync ở nơi không có io_uring</translation>
    </message>
    <message>
        <source>psync: io_uring is unavailable here (%1)</source>
        <translation>psync: ở đây không có io_uring (%1)</translation>
    </message>
    <message>
        <source>still looking</source>
        <translation>vẫn đang tìm</translation>
    </message>
    <message>
        <source>fio %1 (%2)</source>
        <translation>fio %1 (%2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A storage I/O benchmarking workbench.&lt;/p&gt;&lt;p&gt;Engine: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · kernel %5&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Surfio %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Công cụ đo hiệu suất I/O lưu trữ.&lt;/p&gt;&lt;p&gt;Engine: %2&lt;br&gt;fio: %3&lt;br&gt;Qt %4 · nhân %5&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>First run: the quick matrix, %n point(s) in about %1, on a scratch file in %2. Press Start.</source>
        <translation>
            <numerusform>Lần chạy đầu tiên: ma trận nhanh, %n điểm trong khoảng %1, trên một tệp tạm trong %2. Nhấn Bắt đầu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Surfio will speak the system&apos;s language from its next start.</source>
        <translation>Surfio sẽ dùng ngôn ngữ của hệ thống từ lần khởi động tới.</translation>
    </message>
    <message>
        <source>Point %1: %2</source>
        <translation>Điểm %1: %2</translation>
    </message>
    <message>
        <source>Point %1: its latency histogram and time series could not be read back: %2</source>
        <translation>Điểm %1: không thể đọc lại biểu đồ tần suất độ trễ và chuỗi thời gian của nó: %2</translation>
    </message>
    <message>
        <source>&amp;Recent runs</source>
        <translation>Các lần chạy &amp;gần đây</translation>
    </message>
    <message>
        <source>Run this &amp;matrix again</source>
        <translation>Chạy lại &amp;ma trận này</translation>
    </message>
    <message>
        <source>Puts the matrix and targets of the result on show into the Setup editor</source>
        <translation>Đưa ma trận và các đích của kết quả đang hiển thị vào trình soạn Thiết lập</translation>
    </message>
    <message>
        <source>Running on %1 — Surfio</source>
        <translation>Đang chạy trên %1 — Surfio</translation>
    </message>
    <message>
        <source>unsaved run</source>
        <translation>lần chạy chưa lưu</translation>
    </message>
    <message numerus="yes">
        <source>Showing %1: %n point(s) on %2</source>
        <translation>
            <numerusform>Đang hiển thị %1: %n điểm trên %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No target: choose one in Setup</source>
        <translation>Chưa có đích: hãy chọn một đích trong Thiết lập</translation>
    </message>
    <message>
        <source>Start runs on %1</source>
        <translation>Bắt đầu sẽ chạy trên %1</translation>
    </message>
    <message>
        <source>an unknown target</source>
        <translation>một đích không rõ</translation>
    </message>
    <message>
        <source>%1 · %2 — Surfio</source>
        <translation>%1 · %2 — Surfio</translation>
    </message>
    <message>
        <source>No runs saved yet in %1</source>
        <translation>Chưa có lần chạy nào được lưu trong %1</translation>
    </message>
    <message>
        <source>Open the runs folder…</source>
        <translation>Mở thư mục các lần chạy…</translation>
    </message>
    <message>
        <source>The matrix of %1 is in the editor: press Start to run it again</source>
        <translation>Ma trận của %1 đã ở trong trình soạn: nhấn Bắt đầu để chạy lại</translation>
    </message>
    <message>
        <source>the result on show</source>
        <translation>kết quả đang hiển thị</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Toàn màn hình</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Thoát toàn màn hình</translation>
    </message>
    <message>
        <source>&amp;Setup panel</source>
        <translation>Bảng &amp;Thiết lập</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Tải</translation>
    </message>
    <message>
        <source>The tab on show has no chart to export yet: open a result or run a matrix.</source>
        <translation>Thẻ đang hiển thị chưa có biểu đồ để xuất: hãy mở một kết quả hoặc chạy một ma trận.</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Xuất biểu đồ</translation>
    </message>
    <message>
        <source>Exported the chart to %1</source>
        <translation>Đã xuất biểu đồ vào %1</translation>
    </message>
    <message>
        <source>Export the c&amp;hart on show as PNG or SVG…</source>
        <translation>Xuất &amp;biểu đồ đang hiển thị thành PNG hoặc SVG…</translation>
    </message>
    <message>
        <source>Export the s&amp;urface as PNG or SVG…</source>
        <translation>Xuất bề mặ&amp;t thành PNG hoặc SVG…</translation>
    </message>
    <message>
        <source>2D charts</source>
        <translation>Biểu đồ 2D</translation>
    </message>
    <message>
        <source>Demo stopped: the workbench is yours</source>
        <translation>Đã dừng demo: giao diện giờ là của bạn</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>&amp;So sánh với…</translation>
    </message>
    <message>
        <source>Sets saved results against the one on show, point by point, in the Compare tab</source>
        <translation>Đặt các kết quả đã lưu cạnh kết quả đang hiển thị để so sánh theo từng điểm, trong thẻ So sánh</translation>
    </message>
    <message>
        <source>Stop c&amp;omparing</source>
        <translation>Dừng s&amp;o sánh</translation>
    </message>
    <message>
        <source>the run going on</source>
        <translation>lần chạy đang diễn ra</translation>
    </message>
    <message>
        <source>%1 holds no finished point: there is nothing in it to compare</source>
        <translation>%1 không chứa điểm nào đã xong: không có gì để so sánh</translation>
    </message>
    <message>
        <source>Compare: added %1 as %2</source>
        <translation>So sánh: đã thêm %1 làm %2</translation>
    </message>
    <message>
        <source>Compare with saved results</source>
        <translation>So sánh với các kết quả đã lưu</translation>
    </message>
    <message>
        <source>Compare: stopped; the compared runs are let go</source>
        <translation>So sánh: đã dừng; các lần chạy được so sánh đã được gỡ bỏ</translation>
    </message>
    <message>
        <source>Not compared:
%1</source>
        <translation>Không so sánh:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Compare: %1 is A now; the %n compared run(s) are matched against it again</source>
        <translation>
            <numerusform>So sánh: giờ A là %1; %n lần chạy được so sánh được khớp lại với A</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <source>Export a report</source>
        <translation>Xuất báo cáo</translation>
    </message>
    <message>
        <source>There is no result to report on yet: open a result or run a matrix.</source>
        <translation>Chưa có kết quả nào để lập báo cáo: hãy mở một kết quả hoặc chạy một ma trận.</translation>
    </message>
    <message>
        <source>HTML, one file with its images (*.html)</source>
        <translation>HTML, một tệp chứa sẵn hình ảnh (*.html)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the report %1</source>
        <translation>Đã ghi báo cáo %1</translation>
    </message>
    <message>
        <source>One file to send: summary, charts, table, flagged points, the comparison on show and how it was measured</source>
        <translation>Một tệp để gửi đi: tóm tắt, biểu đồ, bảng, các điểm được đánh dấu, phần so sánh đang hiển thị và cách đo</translation>
    </message>
    <message>
        <source>Export a re&amp;port (HTML or PDF)…</source>
        <translation>&amp;Xuất báo cáo (HTML hoặc PDF)…</translation>
    </message>
    <message>
        <source>%1 exists. Replace it?</source>
        <translation>%1 đã tồn tại. Thay thế?</translation>
    </message>
    <message>
        <source>surfio: %1</source>
        <translation>surfio: %1</translation>
    </message>
    <message>
        <source>The result could not be written (%1); the journal %2 keeps every finished point</source>
        <translation>Không thể ghi kết quả (%1); tệp journal %2 vẫn giữ mọi điểm đã hoàn tất</translation>
    </message>
    <message>
        <source>%1 cannot be created: the run&apos;s result and journal go there; give --save=FILE in a folder you can write to, or make HOME (or XDG_DATA_HOME) writable</source>
        <translation>Không thể tạo %1: kết quả và tệp journal của phiên chạy được lưu ở đó; hãy đưa --save=FILE trong một thư mục mà bạn có quyền ghi, hoặc cấp quyền ghi cho HOME (hoặc XDG_DATA_HOME)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Cà&amp;i đặt</translation>
    </message>
    <message>
        <source>The result on show at the last close could not be opened again: %1</source>
        <translation>Không mở lại được kết quả đang hiển thị lúc đóng lần trước: %1</translation>
    </message>
    <message>
        <source>own matrix</source>
        <translation>ma trận tự tạo</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>recent run: preset, targets, date</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Pick a point for what each of its targets did.</source>
        <translation>Chọn một điểm để xem từng mục tiêu của nó đã làm gì.</translation>
    </message>
    <message numerus="yes">
        <source>Point %1: how its I/O split over its %n target(s) is not known (fio reports the jobs of a host together).</source>
        <translation>
            <numerusform>Điểm %1: không biết I/O của nó chia thế nào trên %n mục tiêu (fio báo cáo gộp các job của một máy chủ).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point %1 on its %n target(s): %2 IOPS in all, each target&apos;s own figures (its last run)</source>
        <translation>
            <numerusform>Điểm %1 trên %n mục tiêu: tổng %2 IOPS, số liệu riêng của từng mục tiêu (lần chạy cuối)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup: the cloud volume is %1, as in %2</source>
        <translation>Thiết lập: ổ đĩa đám mây là %1, như trong %2</translation>
    </message>
</context>
<context>
    <name>surfio::MatrixEditor</name>
    <message>
        <source>Give at least one queue depth, e.g. 1,4,32</source>
        <translation>Hãy nhập ít nhất một độ sâu hàng đợi, ví dụ 1,4,32</translation>
    </message>
    <message>
        <source>A queue depth between commas is missing</source>
        <translation>Thiếu một độ sâu hàng đợi giữa hai dấu phẩy</translation>
    </message>
    <message>
        <source>“%1” is not a queue depth: give whole numbers separated by commas, e.g. 1,4,32</source>
        <translation>“%1” không phải độ sâu hàng đợi: hãy nhập các số nguyên cách nhau bằng dấu phẩy, ví dụ 1,4,32</translation>
    </message>
    <message>
        <source>A queue depth of %1 is outside 1 to %2</source>
        <translation>Độ sâu hàng đợi %1 nằm ngoài khoảng 1 đến %2</translation>
    </message>
    <message>
        <source>Queue depth %1 is listed twice</source>
        <translation>Độ sâu hàng đợi %1 bị liệt kê hai lần</translation>
    </message>
    <message>
        <source>Give at least one number of jobs, e.g. 1,4</source>
        <translation>Hãy nhập ít nhất một số job, ví dụ 1,4</translation>
    </message>
    <message>
        <source>A number of jobs between commas is missing</source>
        <translation>Thiếu một số job giữa hai dấu phẩy</translation>
    </message>
    <message>
        <source>“%1” is not a number of jobs: give whole numbers separated by commas, e.g. 1,4</source>
        <translation>“%1” không phải số job: hãy nhập các số nguyên cách nhau bằng dấu phẩy, ví dụ 1,4</translation>
    </message>
    <message>
        <source>%1 jobs is listed twice</source>
        <translation>%1 job bị liệt kê hai lần</translation>
    </message>
    <message>
        <source>Give a runtime per point, e.g. 30s</source>
        <translation>Hãy nhập thời gian chạy mỗi điểm, ví dụ 30s</translation>
    </message>
    <message>
        <source>“%1” is not a runtime: give e.g. 30s, 500ms or 2m</source>
        <translation>“%1” không phải thời gian chạy: hãy nhập ví dụ 30s, 500ms hoặc 2m</translation>
    </message>
    <message>
        <source>A runtime of 0 means no time limit, so the point would never end: give e.g. 30s</source>
        <translation>Thời gian chạy 0 nghĩa là không giới hạn thời gian, nên điểm sẽ không bao giờ kết thúc: hãy nhập ví dụ 30s</translation>
    </message>
    <message>
        <source>“%1” is not a ramp time: give e.g. 5s or 500ms, or 0 for none</source>
        <translation>“%1” không phải thời gian khởi động: hãy nhập ví dụ 5s hoặc 500ms, hoặc 0 nếu không cần</translation>
    </message>
    <message>
        <source>“%1” is not a region size: give e.g. 1g or 256m, or leave it empty for the whole file or device</source>
        <translation>“%1” không phải kích thước vùng: hãy nhập ví dụ 1g hoặc 256m, hoặc để trống để dùng toàn bộ tệp hoặc thiết bị</translation>
    </message>
    <message>
        <source>Block size %1 is larger than the region (%2): raise the region size or lower the block size</source>
        <translation>Kích thước khối %1 lớn hơn vùng (%2): hãy tăng kích thước vùng hoặc giảm kích thước khối</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 phút</translation>
    </message>
    <message>
        <source>The split %1 is listed twice</source>
        <translation>Phân chia %1 bị liệt kê hai lần</translation>
    </message>
    <message>
        <source>“%1” is not a seed: give a whole number, or 0 for a new seed each run</source>
        <translation>“%1” không phải seed: hãy nhập một số nguyên, hoặc 0 để dùng seed mới mỗi lần chạy</translation>
    </message>
    <message>
        <source>Give the block size steady state watches, e.g. 4k</source>
        <translation>Hãy nhập kích thước khối mà trạng thái ổn định theo dõi, ví dụ 4k</translation>
    </message>
    <message>
        <source>“%1” is not a block size: give e.g. 4k or 128k</source>
        <translation>“%1” không phải kích thước khối: hãy nhập ví dụ 4k hoặc 128k</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>Điể&amp;m</translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation>&amp;Phương pháp</translation>
    </message>
    <message>
        <source>Show the previous part</source>
        <translation>Hiện phần trước</translation>
    </message>
    <message>
        <source>Show the next part</source>
        <translation>Hiện phần sau</translation>
    </message>
    <message>
        <source>Add part</source>
        <translation>Thêm phần</translation>
    </message>
    <message>
        <source>Add a part: another cross product of block sizes, mixes, depths and jobs, run after this one</source>
        <translation>Thêm một phần: một tích chéo khác của kích thước khối, tỉ lệ đọc/ghi, độ sâu hàng đợi và số job, chạy sau phần này</translation>
    </message>
    <message>
        <source>Remove part</source>
        <translation>Xóa phần</translation>
    </message>
    <message>
        <source>Remove the part shown</source>
        <translation>Xóa phần đang hiện</translation>
    </message>
    <message>
        <source>&amp;Block sizes:</source>
        <translation>&amp;Kích thước khối:</translation>
    </message>
    <message>
        <source>Add, e.g. 12k</source>
        <translation>Thêm, ví dụ 12k</translation>
    </message>
    <message>
        <source>Add, e.g. 70</source>
        <translation>Thêm, ví dụ 70</translation>
    </message>
    <message>
        <source>e.g. 4k/60:64k/30:1m/10</source>
        <translation>ví dụ 4k/60:64k/30:1m/10</translation>
    </message>
    <message>
        <source>Block-size mixes in fio&apos;s bssplit syntax, size/percent of the I/Os; several separated by spaces. Each is one more block-size column.</source>
        <translation>Tổ hợp kích thước khối theo cú pháp bssplit của fio, kích thước/phần trăm số I/O; nhiều tổ hợp cách nhau bằng dấu cách. Mỗi tổ hợp thêm một cột kích thước khối.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Tuần tự</translation>
    </message>
    <message>
        <source>Random share</source>
        <translation>Tỉ lệ ngẫu nhiên</translation>
    </message>
    <message>
        <source>Where each I/O goes; the read % list gives the mix of reads and writes</source>
        <translation>Vị trí của từng I/O; danh sách % đọc cho biết tỉ lệ đọc và ghi</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of I/Os at random offsets; the rest follow on sequentially (fio&apos;s percentage_random). Every part shares it.</source>
        <translation>Tỉ lệ I/O tại độ lệch ngẫu nhiên; phần còn lại nối tiếp tuần tự (percentage_random của fio). Mọi phần đều dùng chung giá trị này.</translation>
    </message>
    <message>
        <source>e.g. 1,4,32</source>
        <translation>ví dụ 1,4,32</translation>
    </message>
    <message>
        <source>&amp;Queue depths:</source>
        <translation>Độ &amp;sâu hàng đợi:</translation>
    </message>
    <message>
        <source>e.g. 1,4</source>
        <translation>ví dụ 1,4</translation>
    </message>
    <message>
        <source>&amp;Jobs:</source>
        <translation>&amp;Job:</translation>
    </message>
    <message>
        <source>e.g. 30s, 500ms, 2m</source>
        <translation>ví dụ 30s, 500ms, 2m</translation>
    </message>
    <message>
        <source>e.g. 5s; empty for none</source>
        <translation>ví dụ 5s; để trống nếu không cần</translation>
    </message>
    <message>
        <source>Time before measuring starts, at the start of each point</source>
        <translation>Thời gian trước khi bắt đầu đo, ở đầu mỗi điểm</translation>
    </message>
    <message>
        <source>R&amp;amp per point:</source>
        <translation>Khởi động mỗi điểm:</translation>
    </message>
    <message>
        <source>whole file or device</source>
        <translation>toàn bộ tệp hoặc thiết bị</translation>
    </message>
    <message>
        <source>How much of the target each point uses, e.g. 1g</source>
        <translation>Phần của mục tiêu mà mỗi điểm sử dụng, ví dụ 1g</translation>
    </message>
    <message>
        <source>Re&amp;gion size:</source>
        <translation>Kích thước &amp;vùng:</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which direct I/O needs: use a multiple of 512, or turn direct I/O off</source>
        <translation>Kích thước khối %1 B không phải bội số của 512 byte, điều mà I/O trực tiếp yêu cầu: hãy dùng bội số của 512, hoặc tắt I/O trực tiếp</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <translation>Phần %1 / %2</translation>
    </message>
    <message>
        <source>Check at least one block size, or give a split</source>
        <translation>Hãy đánh dấu ít nhất một kích thước khối, hoặc nhập một phân chia</translation>
    </message>
    <message>
        <source>Check at least one read percentage</source>
        <translation>Hãy đánh dấu ít nhất một tỉ lệ phần trăm đọc</translation>
    </message>
    <message>
        <source>Part %1 has no points: give it at least one block size or split, read percentage, queue depth and number of jobs, or remove it</source>
        <translation>Phần %1 không có điểm nào: hãy cho nó ít nhất một kích thước khối hoặc phân chia, tỉ lệ đọc, độ sâu hàng đợi và số job, hoặc xóa phần này</translation>
    </message>
    <message>
        <source>Steady state tracks %1 at %2 % read, which no point runs: track a block size and read % of the matrix</source>
        <translation>Trạng thái ổn định theo dõi %1 với %2 % đọc, nhưng không điểm nào chạy cấu hình đó: hãy theo dõi một kích thước khối và % đọc có trong ma trận</translation>
    </message>
    <message numerus="yes">
        <source>Steady state needs %n round(s) before it can judge: raise the maximum rounds</source>
        <translation>
            <numerusform>Trạng thái ổn định cần %n vòng trước khi đánh giá được: hãy tăng số vòng tối đa</numerusform>
        </translation>
    </message>
    <message>
        <source>No points</source>
        <translation>Không có điểm nào</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · under a second</source>
        <translation>
            <numerusform>%Ln điểm · dưới một giây</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) · about %1</source>
        <translation>
            <numerusform>%Ln điểm · khoảng %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln điểm mỗi vòng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each point runs %Ln time(s) in a row</source>
        <translation>
            <numerusform>Mỗi điểm chạy %Ln lần liên tiếp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %Ln round(s), until steady state</source>
        <translation>
            <numerusform>Tối đa %Ln vòng, đến khi ổn định</numerusform>
        </translation>
    </message>
    <message>
        <source>At most about %1 in all</source>
        <translation>Tổng cộng tối đa khoảng %1</translation>
    </message>
    <message>
        <source>About %1 in all</source>
        <translation>Tổng cộng khoảng %1</translation>
    </message>
    <message>
        <source>Preconditioning writes come first, for as long as the target takes</source>
        <translation>Các lần ghi chuẩn bị chạy trước, lâu bao nhiêu tùy mục tiêu</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region</source>
        <translation>Thu gọn từ cấu hình mẫu “%1”: mẫu dự kiến %2 mỗi điểm trên vùng %3</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point</source>
        <translation>Thu gọn từ cấu hình mẫu “%1”: mẫu dự kiến %2 mỗi điểm</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends a %2 region</source>
        <translation>Thu gọn từ cấu hình mẫu “%1”: mẫu dự kiến vùng %2</translation>
    </message>
    <message>
        <source>%1 is not a job count from 1 to %2</source>
        <translation>%1 không phải số job từ 1 đến %2</translation>
    </message>
    <message>
        <source>Writes carry a header and crc32c checksum every 512 bytes; every read checks them, and a mismatch fails the point, naming the offset. Costs CPU per I/O (filling and summing each block), which lowers IOPS where the CPU is the limit; jobs sharing a target each get a part of the region of their own. Not with the fio engine.</source>
        <translation>Mỗi 512 byte được ghi kèm một header và checksum crc32c; mỗi lần đọc kiểm tra chúng, và một sai lệch làm điểm đo thất bại, kèm offset. Tốn CPU cho mỗi I/O (điền và tính tổng từng khối), làm giảm IOPS khi CPU là giới hạn; các job dùng chung một đích mỗi job có một phần vùng riêng. Không dùng với engine fio.</translation>
    </message>
    <message>
        <source>Block size %1 B is not a multiple of 512 bytes, which data verification needs: use a multiple of 512, or turn verification off</source>
        <translation>Kích thước khối %1 B không phải bội số của 512 byte, điều mà việc kiểm tra dữ liệu yêu cầu: hãy dùng bội số của 512, hoặc tắt kiểm tra</translation>
    </message>
    <message>
        <source>Points that end by bytes run until %1 per job is done: how fast this target moves them is not known yet</source>
        <translation>Các điểm kết thúc theo số byte chạy cho đến khi mỗi job xong %1: tốc độ của mục tiêu này cho chúng chưa được biết</translation>
    </message>
    <message>
        <source>Of which about %1 lays the region out first (a file Surfio laid out before is not laid out again)</source>
        <translation>Trong đó khoảng %1 để ghi sẵn vùng trước (tệp Surfio đã ghi sẵn trước đây thì không ghi lại)</translation>
    </message>
    <message>
        <source>Give at least one rate, e.g. 0,500,1000</source>
        <translation>Hãy nhập ít nhất một tốc độ, ví dụ 0,500,1000</translation>
    </message>
    <message>
        <source>A rate between commas is missing</source>
        <translation>Thiếu một tốc độ giữa hai dấu phẩy</translation>
    </message>
    <message>
        <source>“%1” is not a rate: give IOPS per job as whole numbers separated by commas, 0 for unthrottled, e.g. 0,500,1000</source>
        <translation>“%1” không phải tốc độ: hãy nhập IOPS mỗi job là các số nguyên cách nhau bằng dấu phẩy, 0 là không giới hạn, ví dụ 0,500,1000</translation>
    </message>
    <message>
        <source>A rate of %1 is above %2</source>
        <translation>Tốc độ %1 vượt quá %2</translation>
    </message>
    <message>
        <source>Rate %1 is listed twice</source>
        <translation>Tốc độ %1 bị liệt kê hai lần</translation>
    </message>
    <message>
        <source>unthrottled; e.g. 0,500,1000</source>
        <translation>không giới hạn; ví dụ 0,500,1000</translation>
    </message>
    <message>
        <source>Caps on IOPS per job (fio&apos;s rate_iops), separated by commas: the part runs at each; 0 runs unthrottled</source>
        <translation>Các giới hạn IOPS mỗi job (rate_iops của fio), cách nhau bằng dấu phẩy: phần này chạy ở từng mức; 0 là chạy không giới hạn</translation>
    </message>
    <message>
        <source>R&amp;ead %:</source>
        <translation>Tỉ &amp;lệ đọc %:</translation>
    </message>
    <message>
        <source>Splits:</source>
        <translation>Phân chia:</translation>
    </message>
    <message>
        <source>Pa&amp;ttern:</source>
        <translation>Kiểu t&amp;ruy cập:</translation>
    </message>
    <message>
        <source>Rates (IOPS per job):</source>
        <translation>Tốc độ (IOPS mỗi jo&amp;b):</translation>
    </message>
    <message>
        <source>Ru&amp;ntime per point:</source>
        <translation>T&amp;hời gian chạy mỗi điểm:</translation>
    </message>
    <message>
        <source>Direct &amp;I/O (bypass the page cache)</source>
        <translation>I/&amp;O trực tiếp (bỏ qua bộ đệm trang)</translation>
    </message>
    <message>
        <source>Verif&amp;y data (crc32c)</source>
        <translation>Kiểm tr&amp;a dữ liệu (crc32c)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s) per round · at most about %1</source>
        <translation>
            <numerusform>%Ln điểm mỗi vòng · tối đa khoảng %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Give at least one number of targets, e.g. 1,2,4</source>
        <translation>Hãy nhập ít nhất một số lượng mục tiêu, ví dụ 1,2,4</translation>
    </message>
    <message>
        <source>A number of targets between commas is missing</source>
        <translation>Thiếu một số lượng mục tiêu giữa hai dấu phẩy</translation>
    </message>
    <message>
        <source>“%1” is not a number of targets: give whole numbers separated by commas, e.g. 1,2,4</source>
        <translation>“%1” không phải là số lượng mục tiêu: hãy nhập các số nguyên phân tách bằng dấu phẩy, ví dụ 1,2,4</translation>
    </message>
    <message>
        <source>%1 is not a target count from 1 to %2</source>
        <translation>%1 không phải là số lượng mục tiêu từ 1 đến %2</translation>
    </message>
    <message>
        <source>%1 targets is listed twice</source>
        <translation>%1 mục tiêu bị liệt kê hai lần</translation>
    </message>
    <message>
        <source>all; e.g. 1,2,4</source>
        <translation>tất cả; ví dụ 1,2,4</translation>
    </message>
    <message>
        <source>Targets in use:</source>
        <translation>Số mục tiêu dùng:</translation>
    </message>
    <message>
        <source>How many of the targets each point runs on, the first of them, separated by commas: the host&apos;s maximum over the number of volumes (--target-count). Empty: all of them</source>
        <translation>Mỗi điểm chạy trên bao nhiêu mục tiêu (những mục tiêu đầu tiên), phân tách bằng dấu phẩy: mức tối đa của máy chủ theo số volume (--target-count). Để trống: tất cả</translation>
    </message>
    <message>
        <source>Preset “%1” on the whole target (%2): its %3 region is up to the target&apos;s size</source>
        <translation>Cấu hình mẫu “%1” trên toàn bộ mục tiêu (%2): vùng %3 của mẫu tối đa bằng kích thước của mục tiêu</translation>
    </message>
    <message>
        <source>Shrunk from preset “%1”: it intends %2 per point on a %3 region, here the whole target (%4)</source>
        <translation>Thu gọn từ cấu hình mẫu “%1”: mẫu dự kiến %2 mỗi điểm trên vùng %3, ở đây là toàn bộ mục tiêu (%4)</translation>
    </message>
</context>
<context>
    <name>surfio::MethodPage</name>
    <message>
        <source>E&amp;ngine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>f&amp;io hosts:</source>
        <translation>Máy chủ &amp;fio:</translation>
    </message>
    <message>
        <source>any, e.g. 0-3,5</source>
        <translation>bất kỳ, ví dụ 0-3,5</translation>
    </message>
    <message>
        <source>As listed</source>
        <translation>Như liệt kê</translation>
    </message>
    <message>
        <source>Part after part, each as its lists give it</source>
        <translation>Lần lượt từng phần, mỗi phần theo đúng danh sách của nó</translation>
    </message>
    <message>
        <source>SNIA PTS order</source>
        <translation>Thứ tự SNIA PTS</translation>
    </message>
    <message>
        <source>Read/write mix outer, block size descending inner, as SNIA&apos;s performance test specification runs it</source>
        <translation>Tỉ lệ đọc/ghi ở vòng ngoài, kích thước khối giảm dần ở vòng trong, như đặc tả kiểm tra hiệu suất của SNIA</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>Xáo trộn</translation>
    </message>
    <message>
        <source>The listed points in a random order, so drift over time does not follow one axis</source>
        <translation>Các điểm trong danh sách theo thứ tự ngẫu nhiên, để độ trôi theo thời gian không đi theo một trục</translation>
    </message>
    <message>
        <source>0: a new seed each run</source>
        <translation>0: seed mới mỗi lần chạy</translation>
    </message>
    <message>
        <source>The same seed gives the same order; 0 picks a new seed each run and records it in the result</source>
        <translation>Cùng seed cho cùng thứ tự; 0 chọn seed mới mỗi lần chạy và ghi nó vào kết quả</translation>
    </message>
    <message>
        <source>Runs of each point, back to back; the result keeps every one</source>
        <translation>Số lần chạy mỗi điểm, liên tiếp nhau; kết quả giữ lại từng lần</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Số lần thử:</translation>
    </message>
    <message>
        <source>As SNIA PTS does before measuring, so a fresh or trimmed device does not look faster than it will be</source>
        <translation>Như SNIA PTS làm trước khi đo, để thiết bị mới hoặc vừa trim không trông nhanh hơn thực tế</translation>
    </message>
    <message>
        <source>Run the whole matrix in rounds until the IOPS of the tracked points settle over the last rounds (range within 20 % and slope within 10 % of their mean), at most the maximum</source>
        <translation>Chạy toàn bộ ma trận theo vòng cho đến khi IOPS của các điểm được theo dõi ổn định qua các vòng gần nhất (biên độ trong 20 % và độ dốc trong 10 % so với trung bình), tối đa đến số vòng tối đa</translation>
    </message>
    <message>
        <source>e.g. 4k</source>
        <translation>ví dụ 4k</translation>
    </message>
    <message>
        <source>Steady state watches the points with this block size and read %</source>
        <translation>Trạng thái ổn định theo dõi các điểm có kích thước khối và % đọc này</translation>
    </message>
    <message>
        <source>Tracked &amp;block size:</source>
        <translation>&amp;Kích thước khối theo dõi:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>spin box suffix</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tracked read %:</source>
        <translation>% đọc theo dõi:</translation>
    </message>
    <message>
        <source>Rounds before the run ends with “steady state not reached”; SNIA PTS uses 25</source>
        <translation>Số vòng trước khi phiên chạy kết thúc với “không đạt trạng thái ổn định”; SNIA PTS dùng 25</translation>
    </message>
    <message>
        <source>Ma&amp;x rounds:</source>
        <translation>Số vòng tối đ&amp;a:</translation>
    </message>
    <message>
        <source>Ord&amp;er:</source>
        <translation>T&amp;hứ tự:</translation>
    </message>
    <message>
        <source>Shuffle seed:</source>
        <translation>Seed xáo t&amp;rộn:</translation>
    </message>
    <message>
        <source>Precondition: write the re&amp;gion twice (128 KiB sequential) first</source>
        <translation>Ghi chuẩn &amp;bị: trước tiên ghi vùng hai lần (tuần tự 128 KiB)</translation>
    </message>
    <message>
        <source>Repeat until stead&amp;y state (SNIA PTS)</source>
        <translation>&amp;Lặp đến trạng thái ổn định (SNIA PTS)</translation>
    </message>
</context>
<context>
    <name>surfio::MetricBox</name>
    <message>
        <source>IOPS (reads + writes)</source>
        <translation>IOPS (đọc + ghi)</translation>
    </message>
    <message>
        <source>MB/s (reads + writes)</source>
        <translation>MB/s (đọc + ghi)</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>Độ trễ trung bình</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Độ trễ p99</translation>
    </message>
    <message>
        <source>Latency counts reads and writes together: the mean over all I/Os (weighted by their number) and the 99th percentile of all I/Os, so a mixed point is judged by every I/O it did.</source>
        <translation>Độ trễ tính chung đọc và ghi: trung bình trên mọi I/O (có trọng số theo số lượng) và phân vị 99 của mọi I/O, nên một điểm hỗn hợp được đánh giá theo mọi I/O nó đã thực hiện.</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: choose all hosts for the p99</source>
        <translation>Chế độ client của fio chỉ cho độ trễ trung bình của từng máy chủ: hãy chọn tất cả máy chủ để xem p99</translation>
    </message>
</context>
<context>
    <name>surfio::PointBands</name>
    <message>
        <source>sequential</source>
        <translation>tuần tự</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>read</source>
        <translation>đọc</translation>
    </message>
    <message>
        <source>write</source>
        <translation>ghi</translation>
    </message>
    <message>
        <source>%1% read</source>
        <translation>%1% đọc</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n tác vụ</numerusform>
        </translation>
    </message>
    <message>
        <source>seq</source>
        <comment>short for sequential</comment>
        <translation>tt</translation>
    </message>
    <message>
        <source>rnd</source>
        <comment>short for random</comment>
        <translation>nn</translation>
    </message>
    <message>
        <source>R</source>
        <comment>short for read</comment>
        <translation>Đ</translation>
    </message>
    <message>
        <source>W</source>
        <comment>short for write</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>%1%R</source>
        <comment>short for % read</comment>
        <translation>%1%Đ</translation>
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
        <translation>Đọc</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Ghi</translation>
    </message>
    <message>
        <source>Point %1 — %2</source>
        <translation>Điểm %1 — %2</translation>
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
        <translation>Trung bình</translation>
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
        <translation>không rõ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Fallback:</source>
        <translation>Dự phòng:</translation>
    </message>
    <message>
        <source>file</source>
        <translation>tệp</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>thư mục</translation>
    </message>
    <message>
        <source>block device</source>
        <translation>thiết bị khối</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1 qua %2</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Mục tiêu:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Mục tiêu:</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) counted: %1 ± %2 IOPS (CV %3 %), from %4 to %5; the figures and charts here are of trial %6, round %7</source>
        <translation>
            <numerusform>Tính %n lần chạy: %1 ± %2 IOPS (CV %3 %), từ %4 đến %5; số liệu và biểu đồ ở đây là của lần thử %6, vòng %7</numerusform>
        </translation>
    </message>
    <message>
        <source>Unstable: the IOPS vary by more than %1 % between runs, so the mean says little about one run.</source>
        <translation>Không ổn định: IOPS chênh lệch hơn %1 % giữa các lần chạy, nên giá trị trung bình không nói được nhiều về một lần chạy.</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Các lần chạy:</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1, stopped before its runtime ended</source>
        <translation>%1, dừng trước khi hết thời gian chạy</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Đã đo:</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Lỗi:</translation>
    </message>
    <message>
        <source>Over the point&apos;s run</source>
        <translation>Trong suốt lần chạy của điểm</translation>
    </message>
    <message>
        <source>Elapsed time</source>
        <translation>Thời gian đã qua</translation>
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
        <translation>Biểu đồ phân bố độ trễ</translation>
    </message>
    <message>
        <source>Completion latency</source>
        <translation>Độ trễ hoàn tất</translation>
    </message>
    <message>
        <source>I/Os</source>
        <translation>Số I/O</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>crc32c; this result does not record how many reads were checked</source>
        <translation>crc32c; kết quả này không ghi lại số lần đọc đã được kiểm tra</translation>
    </message>
    <message>
        <source>crc32c; writes stamped, no reads to check</source>
        <translation>crc32c; các lần ghi đã được đóng dấu, không có lần đọc nào để kiểm tra</translation>
    </message>
    <message>
        <source>crc32c: %1 (%2 of data)</source>
        <translation>crc32c: %1 (%2 dữ liệu)</translation>
    </message>
    <message>
        <source>Verify:</source>
        <translation>Kiểm tra:</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, dưới %2</translation>
    </message>
    <message>
        <source>What the devices and the CPU did</source>
        <translation>Thiết bị và CPU đã làm gì</translation>
    </message>
    <message>
        <source>No device figures: the target lies on no block device (tmpfs, NFS), the run was on fio&apos;s hosts, or Surfio did not record them yet.</source>
        <translation>Không có số liệu thiết bị: đích không nằm trên thiết bị khối nào (tmpfs, NFS), lần chạy diễn ra trên các máy chủ fio, hoặc Surfio chưa ghi lại chúng.</translation>
    </message>
    <message numerus="yes">
        <source>Depth asked: %1 in flight per job × %n job(s); the targets&apos; own devices had %2 in flight on average.</source>
        <translation>
            <numerusform>Độ sâu yêu cầu: %1 I/O đang xử lý mỗi job × %n job; chính các thiết bị của đích trung bình có %2 yêu cầu đang xử lý.</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU: %1 % user, %2 % system (the worker threads&apos; mean, as fio&apos;s usr_cpu and sys_cpu), %3 context switches, %4 µs per I/O.</source>
        <translation>CPU: %1 % người dùng, %2 % hệ thống (trung bình của các luồng làm việc, như usr_cpu và sys_cpu của fio), %3 lần chuyển ngữ cảnh, %4 µs mỗi I/O.</translation>
    </message>
    <message>
        <source>CPU: not recorded.</source>
        <translation>CPU: không được ghi lại.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Thiết bị</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Lần đọc</translation>
    </message>
    <message>
        <source>Read requests the device completed (fio&apos;s read_ios)</source>
        <translation>Số yêu cầu đọc thiết bị đã hoàn tất (read_ios của fio)</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>Lần ghi</translation>
    </message>
    <message>
        <source>Write requests the device completed (fio&apos;s write_ios)</source>
        <translation>Số yêu cầu ghi thiết bị đã hoàn tất (write_ios của fio)</translation>
    </message>
    <message>
        <source>Merged</source>
        <translation>Đã gộp</translation>
    </message>
    <message>
        <source>Reads / writes merged into a request already queued (read_merges / write_merges)</source>
        <translation>Lần đọc / ghi được gộp vào một yêu cầu đã có trong hàng đợi (read_merges / write_merges)</translation>
    </message>
    <message>
        <source>Data read</source>
        <translation>Dữ liệu đọc</translation>
    </message>
    <message>
        <source>read_sectors, 512 bytes each</source>
        <translation>read_sectors, mỗi sector 512 byte</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Đã ghi</translation>
    </message>
    <message>
        <source>write_sectors, 512 bytes each</source>
        <translation>write_sectors, mỗi sector 512 byte</translation>
    </message>
    <message>
        <source>Busy reading</source>
        <translation>Thời gian đọc</translation>
    </message>
    <message>
        <source>Time the read requests spent, added up over the requests (read_ticks)</source>
        <translation>Thời gian các yêu cầu đọc đã dùng, cộng dồn trên các yêu cầu (read_ticks)</translation>
    </message>
    <message>
        <source>Busy writing</source>
        <translation>Thời gian ghi</translation>
    </message>
    <message>
        <source>Time the write requests spent, added up over the requests (write_ticks)</source>
        <translation>Thời gian các yêu cầu ghi đã dùng, cộng dồn trên các yêu cầu (write_ticks)</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>Mức dùng</translation>
    </message>
    <message>
        <source>Share of the time the device had a request in flight (util)</source>
        <translation>Tỷ lệ thời gian thiết bị có yêu cầu đang xử lý (util)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Độ sâu</translation>
    </message>
    <message>
        <source>Requests in flight on average: in_queue over the measured time</source>
        <translation>Số yêu cầu đang xử lý trung bình: in_queue chia cho thời gian đo</translation>
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
            <numerusform>Điểm %1: %2 · %3 · %4% đọc · QD %5 × %n tác vụ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the mean mixes regimes: sustained level %2 IOPS</source>
        <translation>%1; giá trị trung bình gộp nhiều giai đoạn: mức duy trì %2 IOPS</translation>
    </message>
    <message>
        <source>Regimes:</source>
        <translation>Giai đoạn:</translation>
    </message>
    <message numerus="yes">
        <source>On its %n target(s)</source>
        <translation>
            <numerusform>Trên %n mục tiêu</numerusform>
        </translation>
    </message>
    <message>
        <source>How the I/O split over the targets is not known: fio reports the jobs of a host together.</source>
        <translation>Không biết I/O chia thế nào trên các mục tiêu: fio báo cáo gộp các job của một máy chủ.</translation>
    </message>
    <message>
        <source>This point wrote nothing: its bandwidth has no GiB written to be drawn against</source>
        <translation>Điểm này không ghi gì: băng thông của nó không có GiB đã ghi để vẽ theo</translation>
    </message>
</context>
<context>
    <name>surfio::PointsChart</name>
    <message>
        <source>random read</source>
        <translation>đọc ngẫu nhiên</translation>
    </message>
    <message>
        <source>sequential read</source>
        <translation>đọc tuần tự</translation>
    </message>
    <message>
        <source>random write</source>
        <translation>ghi ngẫu nhiên</translation>
    </message>
    <message>
        <source>sequential write</source>
        <translation>ghi tuần tự</translation>
    </message>
    <message>
        <source>random, %1 % read</source>
        <translation>ngẫu nhiên, %1 % đọc</translation>
    </message>
    <message>
        <source>sequential, %1 % read</source>
        <translation>tuần tự, %1 % đọc</translation>
    </message>
    <message>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::PresetPicker</name>
    <message numerus="yes">
        <source>%Ln point(s) per round</source>
        <translation>
            <numerusform>%Ln điểm mỗi vòng</numerusform>
        </translation>
    </message>
    <message>
        <source>Your own preset, in %1</source>
        <translation>Cấu hình mẫu của bạn, trong %1</translation>
    </message>
    <message>
        <source>A matrix from published test methods, or one of your own; it replaces the matrix below, the targets stay</source>
        <translation>Ma trận theo các phương pháp kiểm tra đã công bố, hoặc của riêng bạn; nó thay thế ma trận bên dưới, các mục tiêu giữ nguyên</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Lưu thành cấu hình mẫu…</translation>
    </message>
    <message>
        <source>Keep the matrix below as a preset of your own</source>
        <translation>Giữ ma trận bên dưới thành một cấu hình mẫu của riêng bạn</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Chọn cấu hình mẫu…</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <comment>an own preset in the list</comment>
        <translation>%1 (của bạn)</translation>
    </message>
    <message>
        <source>Give the preset a name: letters, digits, “-”, “_” and “.”, e.g. my-ssd</source>
        <translation>Hãy đặt tên cho cấu hình mẫu: chữ cái, chữ số, “-”, “_” và “.”, ví dụ my-ssd</translation>
    </message>
    <message>
        <source>“%1” cannot be a preset&apos;s name: use letters, digits, “-”, “_” and “.”, not first, e.g. my-ssd</source>
        <translation>“%1” không thể là tên cấu hình mẫu: hãy dùng chữ cái, chữ số, “-”, “_” và “.” (không đứng đầu), ví dụ my-ssd</translation>
    </message>
    <message numerus="yes">
        <source>The name is longer than %n character(s): shorten it</source>
        <translation>
            <numerusform>Tên dài hơn %n ký tự: hãy rút ngắn</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is a built-in preset&apos;s name: choose another</source>
        <translation>“%1” là tên của một cấu hình mẫu có sẵn: hãy chọn tên khác</translation>
    </message>
    <message>
        <source>There is no matrix to save</source>
        <translation>Không có ma trận nào để lưu</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”</source>
        <translation>Bạn đã có cấu hình mẫu tên “%1”</translation>
    </message>
    <message>
        <source>Save as Preset</source>
        <translation>Lưu thành cấu hình mẫu</translation>
    </message>
    <message>
        <source>e.g. my-ssd</source>
        <translation>ví dụ my-ssd</translation>
    </message>
    <message>
        <source>The file name, and what surfio run --preset= takes</source>
        <translation>Tên tệp, cũng là giá trị mà surfio run --preset= nhận</translation>
    </message>
    <message>
        <source>e.g. My SSD, before and after the firmware update</source>
        <translation>ví dụ SSD của tôi, trước và sau khi cập nhật firmware</translation>
    </message>
    <message>
        <source>What it measures and where its parameters come from</source>
        <translation>Nó đo gì và tham số lấy từ đâu</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Tên:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>Tiê&amp;u đề:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Mô tả:</translation>
    </message>
    <message>
        <source>Preset Not Saved</source>
        <translation>Chưa lưu cấu hình mẫu</translation>
    </message>
    <message>
        <source>Replace Preset</source>
        <translation>Thay thế cấu hình mẫu</translation>
    </message>
    <message>
        <source>You already have a preset named “%1”. Replace it?</source>
        <translation>Bạn đã có cấu hình mẫu tên “%1”. Thay thế nó?</translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) · %3</source>
        <translation>%1 (%2) · %3</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>tối đa %1</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>khoảng %1</translation>
    </message>
    <message>
        <source>%1 (%2) · %3 · %4</source>
        <translation>%1 (%2) · %3 · %4</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>Cấ&amp;u hình mẫu:</translation>
    </message>
</context>
<context>
    <name>surfio::ProgressText</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 giờ %2 phút</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 phút %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Laying out the target with random data: %1%</source>
        <translation>Đang ghi sẵn dữ liệu ngẫu nhiên lên mục tiêu: %1%</translation>
    </message>
    <message>
        <source>Preconditioning: writing the region twice with 128 KiB sequential writes: %1%</source>
        <translation>Ghi chuẩn bị: đang ghi vùng hai lần bằng các lần ghi tuần tự 128 KiB: %1%</translation>
    </message>
    <message>
        <source>Round %1 (at most %2)</source>
        <translation>Vòng %1 (tối đa %2)</translation>
    </message>
    <message>
        <source>Point %1/%2</source>
        <translation>Điểm %1/%2</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % đọc</translation>
    </message>
    <message>
        <source>trial %1/%2</source>
        <translation>lần thử %1/%2</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>đã chạy %1</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>còn khoảng %1</translation>
    </message>
</context>
<context>
    <name>surfio::Provenance</name>
    <message>
        <source>%1 per point</source>
        <translation>%1 mỗi điểm</translation>
    </message>
    <message>
        <source>%1 per point after %2 of ramp</source>
        <translation>%1 mỗi điểm sau %2 khởi động</translation>
    </message>
    <message>
        <source>%1, rounds until steady state</source>
        <translation>%1, chạy theo vòng đến trạng thái ổn định</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n trial(s)</source>
        <translation>
            <numerusform>%1, %n lần thử</numerusform>
        </translation>
    </message>
    <message>
        <source>no target</source>
        <translation>không có mục tiêu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>chưa chạy</translation>
    </message>
    <message>
        <source>an unknown version</source>
        <translation>phiên bản không rõ</translation>
    </message>
    <message>
        <source>%1 · engine %2 · %3 · %4 · %5 · Surfio %6</source>
        <translation>%1 · engine %2 · %3 · %4 · %5 · Surfio %6</translation>
    </message>
    <message>
        <source>direct I/O</source>
        <translation>I/O trực tiếp</translation>
    </message>
    <message>
        <source>buffered I/O</source>
        <translation>I/O qua bộ đệm</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · QD %2 × %n job(s)</source>
        <translation>
            <numerusform>%1 · QD %2 × %n job</numerusform>
        </translation>
    </message>
    <message>
        <source> · at %1 % of the unthrottled IOPS</source>
        <translation> · ở %1 % mức IOPS không giới hạn</translation>
    </message>
    <message>
        <source> · %1 IOPS per job</source>
        <translation> · %1 IOPS mỗi job</translation>
    </message>
    <message numerus="yes">
        <source> · %n target(s)</source>
        <translation>
            <numerusform> · %n mục tiêu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::Report</name>
    <message>
        <source>The run failed: %1. The figures are what finished before it did.</source>
        <translation>Phiên chạy thất bại: %1. Số liệu là phần đã xong trước khi thất bại.</translation>
    </message>
    <message>
        <source>The run was stopped before its end: the figures are of the points that finished.</source>
        <translation>Phiên chạy bị dừng trước khi kết thúc: số liệu là của các điểm đã xong.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Tóm tắt</translation>
    </message>
    <message numerus="yes">
        <source>%1 measured %n point(s) of %2 planned on %3.</source>
        <translation>
            <numerusform>%1 đã đo %n điểm trong số %2 điểm dự kiến, trên %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Lần chạy này</translation>
    </message>
    <message>
        <source>Limits, %1: %2</source>
        <translation>Giới hạn, %1: %2</translation>
    </message>
    <message>
        <source>Load, %1: %2</source>
        <translation>Tải, %1: %2</translation>
    </message>
    <message>
        <source>Regimes, point %1 trial %2: %3</source>
        <translation>Giai đoạn, điểm %1, lần thử %2: %3</translation>
    </message>
    <message>
        <source>First run, point %1: %2</source>
        <translation>Lần chạy đầu, điểm %1: %2</translation>
    </message>
    <message>
        <source>The analysis found no limit, regime change or knee: it needs points that differ in block size alone (limits), in queue depth or rate alone (the knee), or runs whose rate changed on the way (regimes).</source>
        <translation>Phân tích không tìm thấy giới hạn, thay đổi giai đoạn hay điểm gãy nào: cần các điểm chỉ khác nhau về kích thước khối (giới hạn), chỉ khác nhau về độ sâu hàng đợi hoặc tốc độ (điểm gãy), hoặc các lần chạy có tốc độ thay đổi giữa chừng (giai đoạn).</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Biểu đồ</translation>
    </message>
    <message>
        <source>%1 · IOPS surface</source>
        <translation>%1 · Bề mặt IOPS</translation>
    </message>
    <message>
        <source>%1 · IOPS by block size</source>
        <translation>%1 · IOPS theo kích thước khối</translation>
    </message>
    <message>
        <source>%1 · MB/s by block size</source>
        <translation>%1 · MB/s theo kích thước khối</translation>
    </message>
    <message>
        <source>%1 · p99 latency</source>
        <translation>%1 · Độ trễ p99</translation>
    </message>
    <message>
        <source>Charts are drawn for the first %1 slices; the table has every point.</source>
        <translation>Biểu đồ chỉ được vẽ cho %1 lát cắt đầu tiên; bảng có đủ mọi điểm.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) alone in their slice (one pattern, depth and job count) have no chart: the table has their figures.</source>
        <translation>
            <numerusform>%n điểm đứng riêng trong lát cắt của mình (một kiểu truy cập, độ sâu và số job) không có biểu đồ: bảng có số liệu của chúng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Các điểm</translation>
    </message>
    <message>
        <source>One row per point: the mean over its runs that count (its trials, or a steady state&apos;s window). IOPS and MB/s count reads and writes together; latency is over every I/O.</source>
        <translation>Mỗi điểm một hàng: trung bình trên các lần chạy được tính của điểm (các lần thử, hoặc cửa sổ trạng thái ổn định). IOPS và MB/s tính chung đọc và ghi; độ trễ tính trên mọi I/O.</translation>
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
        <translation>% đọc</translation>
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
        <translation>Lần chạy</translation>
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
        <translation>Độ trễ trung bình</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Độ trễ p99</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>see Flagged points</source>
        <translation>xem Các điểm được đánh dấu</translation>
    </message>
    <message>
        <source>unstable: its IOPS vary by %1 % (CV) over %2 runs, more than %3 %; the mean says little about what one run gives</source>
        <translation>không ổn định: IOPS chênh lệch %1 % (CV) qua %2 lần chạy, hơn %3 %; giá trị trung bình không nói được nhiều về kết quả của một lần chạy</translation>
    </message>
    <message>
        <source>mixed regimes in trial %1: %2</source>
        <translation>nhiều giai đoạn trong lần thử %1: %2</translation>
    </message>
    <message>
        <source>run %1 failed: %2</source>
        <translation>lần chạy %1 thất bại: %2</translation>
    </message>
    <message>
        <source>run %1 was stopped early: its figures are what finished</source>
        <translation>lần chạy %1 bị dừng sớm: số liệu là phần đã xong</translation>
    </message>
    <message>
        <source>Flagged points</source>
        <translation>Các điểm được đánh dấu</translation>
    </message>
    <message>
        <source>Point %1: %2 %3, %4 % read, QD %5 × %6</source>
        <translation>Điểm %1: %2 %3, %4 % đọc, QD %5 × %6</translation>
    </message>
    <message>
        <source>No point is flagged: none is unstable between its runs, holds more than one regime, ran slower or faster on its first trial, or drew a warning from its devices or CPU.</source>
        <translation>Không có điểm nào được đánh dấu: không điểm nào không ổn định giữa các lần chạy, có nhiều hơn một giai đoạn, chạy chậm hơn hay nhanh hơn ở lần thử đầu tiên, hoặc nhận cảnh báo từ thiết bị hay CPU.</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points matched on %1. %2</source>
        <translation>Các điểm được khớp theo %1. %2</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>%1 ÷ A</source>
        <translation>%1 ÷ A</translation>
    </message>
    <message>
        <source>%1: verdict</source>
        <translation>%1: kết luận</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>không được đo</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>%1: measured by %2, not by %3</source>
        <translation>%1: %2 có đo, %3 không đo</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Points not every run has (not compared):</source>
        <translation>Các điểm không có ở mọi lần chạy (không so sánh):</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) that the keys leave alike within one run were not compared: match on more keys to tell them apart.</source>
        <translation>
            <numerusform>%n điểm mà các khóa không phân biệt được trong cùng một lần chạy đã không được so sánh: hãy khớp theo nhiều khóa hơn để phân biệt chúng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Nhân</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n core(s)</source>
        <translation>
            <numerusform>%1, %n lõi</numerusform>
        </translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu lúc</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>không được ghi lại</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Phiên bản</translation>
    </message>
    <message>
        <source>Surfio %1, liburing %2, Qt %3</source>
        <translation>Surfio %1, liburing %2, Qt %3</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Đường dẫn</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Tệp đã mở</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mẫu thiết bị</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dung lượng</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Vùng</translation>
    </message>
    <message>
        <source>%1 at offset %2</source>
        <translation>%1 tại độ lệch %2</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Kích thước khối</translation>
    </message>
    <message>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logic, %2 B vật lý</translation>
    </message>
    <message>
        <source>Direct I/O alignment</source>
        <translation>Căn chỉnh I/O trực tiếp</translation>
    </message>
    <message>
        <source>%1 B offsets, %2 B memory, from %3</source>
        <translation>độ lệch %1 B, bộ nhớ %2 B, theo %3</translation>
    </message>
    <message>
        <source>Filesystem</source>
        <translation>Hệ thống tệp</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Ghi sẵn</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Thiết bị</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Nguồn gốc</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>How it was measured</source>
        <translation>Cách đo</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Mục tiêu %1</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Thông tin</translation>
    </message>
    <message>
        <source>The fio job file that reproduces the run</source>
        <translation>Tệp job fio tái tạo lần chạy</translation>
    </message>
    <message>
        <source>Run it with fio JOBFILE, or make it again with surfio export-fio. It gives the same workload, not the same figures: fio&apos;s engine is not Surfio&apos;s.</source>
        <translation>Chạy tệp này bằng fio JOBFILE, hoặc tạo lại bằng surfio export-fio. Tệp cho cùng một tải, không cho cùng số liệu: engine của fio không phải engine của Surfio.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>lần chạy này</translation>
    </message>
    <message>
        <source>Surfio report: %1</source>
        <translation>Báo cáo Surfio: %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>trang %1/%2</translation>
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
        <translation>không thể ghi %1: không tạo được PDF</translation>
    </message>
    <message>
        <source>Host, %1: %2</source>
        <translation>Máy chủ, %1: %2</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>Đã hứa, %1: %2</translation>
    </message>
</context>
<context>
    <name>surfio::ResultViews</name>
    <message>
        <source>there is no point to show</source>
        <translation>không có điểm nào để hiển thị</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsModel</name>
    <message numerus="yes">
        <source>Unstable (CV &gt; %1 %): the IOPS of its %n run(s) vary by %2 % (%3 to %4). More trials or a longer runtime may settle it.</source>
        <translation>
            <numerusform>Không ổn định (CV &gt; %1 %): IOPS của %n lần chạy chênh lệch %2 % (%3 đến %4). Thêm lần thử hoặc thời gian chạy dài hơn có thể giúp ổn định.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before its runtime ended: the figures cover %1 s</source>
        <translation>Dừng trước khi hết thời gian chạy: số liệu chỉ bao gồm %1 s</translation>
    </message>
    <message>
        <source>fio&apos;s client mode gives each host&apos;s mean latency only: percentiles are known for all hosts together</source>
        <translation>Chế độ client của fio chỉ cho độ trễ trung bình của từng máy chủ: các phân vị chỉ có cho tất cả máy chủ gộp lại</translation>
    </message>
    <message>
        <source>A mix of block sizes (fio&apos;s bssplit): size/percent of the I/Os</source>
        <translation>Tổ hợp kích thước khối (bssplit của fio): kích thước/phần trăm số I/O</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1 (đã dừng)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 % unstable</source>
        <translation>%1 % không ổn định</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Runs counted for the point: its trials, or the rounds of the steady-state window. Every figure is the mean over them.</source>
        <translation>Số lần chạy được tính cho điểm: các lần thử, hoặc các vòng trong cửa sổ trạng thái ổn định. Mọi số liệu là trung bình trên các lần này.</translation>
    </message>
    <message>
        <source>Standard deviation of the IOPS over the counted runs (sample, n − 1)</source>
        <translation>Độ lệch chuẩn của IOPS trên các lần chạy được tính (mẫu, n − 1)</translation>
    </message>
    <message>
        <source>Coefficient of variation: standard deviation / mean. Above %1 % the point is unstable.</source>
        <translation>Hệ số biến thiên: độ lệch chuẩn / trung bình. Trên %1 % thì điểm được coi là không ổn định.</translation>
    </message>
    <message>
        <source>The lowest IOPS of a counted run</source>
        <translation>IOPS thấp nhất của một lần chạy được tính</translation>
    </message>
    <message>
        <source>The highest IOPS of a counted run</source>
        <translation>IOPS cao nhất của một lần chạy được tính</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Kiểu truy cập</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Kích thước khối</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Đọc</translation>
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
        <translation>Lần chạy</translation>
    </message>
    <message>
        <source>Total IOPS</source>
        <translation>Tổng IOPS</translation>
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
        <translation>IOPS thấp nhất</translation>
    </message>
    <message>
        <source>Max IOPS</source>
        <translation>IOPS cao nhất</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>IOPS đọc</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>MB/s đọc</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Đọc trung bình</translation>
    </message>
    <message>
        <source>Read p50</source>
        <translation>Đọc p50</translation>
    </message>
    <message>
        <source>Read p99</source>
        <translation>Đọc p99</translation>
    </message>
    <message>
        <source>Read p99.9</source>
        <translation>Đọc p99.9</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>IOPS ghi</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>MB/s ghi</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Ghi trung bình</translation>
    </message>
    <message>
        <source>Write p50</source>
        <translation>Ghi p50</translation>
    </message>
    <message>
        <source>Write p99</source>
        <translation>Ghi p99</translation>
    </message>
    <message>
        <source>Write p99.9</source>
        <translation>Ghi p99.9</translation>
    </message>
    <message>
        <source>Verify (crc32c): %1</source>
        <translation>Kiểm tra (crc32c): %1</translation>
    </message>
    <message>
        <source>%1: %2 in flight on average, util %3 %, %4 reads and %5 writes completed</source>
        <translation>%1: trung bình %2 đang xử lý, mức dùng %3 %, đã hoàn tất %4 lần đọc và %5 lần ghi</translation>
    </message>
    <message>
        <source>The worker threads&apos; CPU: %1 % user and %2 % system on average (fio&apos;s usr_cpu and sys_cpu), %3 context switches; the busiest thread %4 %</source>
        <translation>CPU của các luồng làm việc: trung bình %1 % người dùng và %2 % hệ thống (usr_cpu và sys_cpu của fio), %3 lần chuyển ngữ cảnh; luồng bận nhất %4 %</translation>
    </message>
    <message>
        <source>Devices: %1</source>
        <translation>Thiết bị: %1</translation>
    </message>
    <message>
        <source>CPU the worker threads used, user and system: their mean, as fio&apos;s usr_cpu + sys_cpu. Near 100 %, the load generator may be the limit.</source>
        <translation>CPU mà các luồng làm việc đã dùng, người dùng và hệ thống: giá trị trung bình của chúng, như usr_cpu + sys_cpu của fio. Gần 100 %, bộ tạo tải có thể là giới hạn.</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Reads and writes, the mean over the counted runs; bold where it is the point&apos;s headline figure (random I/O of blocks under 128 KiB)</source>
        <translation>Đọc và ghi, trung bình qua các lần chạy được tính; in đậm khi đó là con số chính của điểm (I/O ngẫu nhiên với khối dưới 128 KiB)</translation>
    </message>
    <message>
        <source>Reads and writes in MB/s (10⁶ bytes), the mean over the counted runs; bold where it is the point&apos;s headline figure (sequential, or blocks of 128 KiB and more)</source>
        <translation>Đọc và ghi theo MB/s (10⁶ byte), trung bình qua các lần chạy được tính; in đậm khi đó là con số chính của điểm (tuần tự, hoặc khối từ 128 KiB trở lên)</translation>
    </message>
    <message>
        <source>Total MB/s</source>
        <translation>Tổng MB/s</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>băng thông</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>không giới hạn nào</translation>
    </message>
    <message>
        <source>No limits fitted: that needs this point&apos;s pattern, mix, queue depth and jobs measured at %1 block sizes or more</source>
        <translation>Chưa khớp được giới hạn: cần kiểu truy cập, tỉ lệ đọc/ghi, độ sâu hàng đợi và số job của điểm này được đo ở ít nhất %1 kích thước khối</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them</source>
        <translation>Các giới hạn được khớp trên tất cả máy chủ cùng lúc: hãy chọn tất cả máy chủ để xem</translation>
    </message>
    <message>
        <source>Bound by: %1
Limits of %2: %3</source>
        <translation>Bị giới hạn bởi: %1
Giới hạn của %2: %3</translation>
    </message>
    <message>
        <source>Regimes: %1</source>
        <translation>Giai đoạn: %1</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Vòng %1: %2</translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation>Lần thử %1: %2</translation>
    </message>
    <message>
        <source>The mean mixes regimes; sustained level %1 IOPS</source>
        <translation>Giá trị trung bình gộp nhiều giai đoạn; mức duy trì %1 IOPS</translation>
    </message>
    <message>
        <source>First trial out of line: %1</source>
        <translation>Lần thử đầu tiên lệch so với các lần khác: %1</translation>
    </message>
    <message>
        <source>What held the point back, read from the limits fitted to the points that differ from it only in block size: the IOPS limit, the bandwidth limit, or neither (then latency or queue depth is the limit)</source>
        <translation>Điều đã kìm hãm điểm, suy ra từ các giới hạn được khớp trên những điểm chỉ khác điểm này về kích thước khối: giới hạn IOPS, giới hạn băng thông, hoặc không giới hạn nào (khi đó giới hạn là độ trễ hoặc độ sâu hàng đợi)</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Giới hạn bởi</translation>
    </message>
    <message>
        <source>How many targets the point ran on: the first of those given (--target-count); the detail below the table has each one&apos;s own figures</source>
        <translation>Điểm đã chạy trên bao nhiêu mục tiêu: những mục tiêu đầu tiên trong số đã nêu (--target-count); phần chi tiết dưới bảng có số liệu riêng của từng mục tiêu</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Mục tiêu</translation>
    </message>
</context>
<context>
    <name>surfio::ResultsTable</name>
    <message>
        <source>Default columns</source>
        <translation>Cột mặc định</translation>
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
        <translation>%1 phút</translation>
    </message>
</context>
<context>
    <name>surfio::SliceChart</name>
    <message>
        <source>Block size</source>
        <translation>Kích thước khối</translation>
    </message>
    <message>
        <source>%1 % read</source>
        <translation>%1 % đọc</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% đọc</translation>
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
        <translation>Kích thước khối</translation>
    </message>
    <message>
        <source>Read %</source>
        <translation>% đọc</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceGuide</name>
    <message>
        <source>How to read the surface</source>
        <translation>Cách đọc bề mặt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The surface&lt;/h3&gt;&lt;p&gt;Each point of the matrix is one spot on the surface. Across: the &lt;b&gt;block size&lt;/b&gt;, on a logarithmic scale (4 KiB, 8 KiB, 16 KiB … each step doubles). Into the picture: the &lt;b&gt;read share&lt;/b&gt;, from 0 % (all writes) to 100 % (all reads). Up: the &lt;b&gt;metric&lt;/b&gt; chosen above the surface. A split of block sizes (bssplit) gets a column of its own, named on the axis.&lt;/p&gt;&lt;h3&gt;The metrics&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: I/Os completed per second, reads and writes together. &lt;b&gt;MB/s&lt;/b&gt;: bytes per second; large blocks give few IOPS but many MB/s. &lt;b&gt;Mean latency&lt;/b&gt; and &lt;b&gt;p99 latency&lt;/b&gt;: the time from just before an I/O is submitted until its completion is reaped, over every I/O of the point; p99 is the time 99 % of the I/Os stay under.&lt;/p&gt;&lt;h3&gt;Colours and slices&lt;/h3&gt;&lt;p&gt;The colour follows the height, from zero to the top of the scale; the colour scale beside the surface gives the metric, its unit and its values. A matrix with several patterns, queue depths or job counts has one surface each: choose it with the slice selector. Without OpenGL the surface is a heat map: rows are read %, columns block sizes.&lt;/p&gt;&lt;h3&gt;Several runs of a point&lt;/h3&gt;&lt;p&gt;With trials or steady-state rounds, a point&apos;s height is the mean of its runs; the Results tab gives the spread (standard deviation and CV) and marks a point whose CV is over 10 % as unstable. With fio hosts, the surface shows the sum of the hosts or one host&apos;s share.&lt;/p&gt;&lt;h3&gt;How it was measured&lt;/h3&gt;&lt;p&gt;Direct I/O by default, on a region laid out with incompressible data before any read; the Results tab and each point&apos;s details say which engine ran (io_uring and its ring flags, psync, or fio and its version), on which target and kernel. Click a point to read its figures below the surface; double-click it for its details: time series and latency histogram.&lt;/p&gt;&lt;h3&gt;One point, one line&lt;/h3&gt;&lt;p&gt;A matrix with one block size and one read mix is a single point: the surface says so and gives its figures. With only one of the two varying, the surface is a line chart.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bề mặt&lt;/h3&gt;&lt;p&gt;Mỗi điểm của ma trận là một vị trí trên bề mặt. Trục ngang: &lt;b&gt;kích thước khối&lt;/b&gt;, theo thang logarit (4 KiB, 8 KiB, 16 KiB … mỗi bước gấp đôi). Trục chiều sâu: &lt;b&gt;tỉ lệ đọc&lt;/b&gt;, từ 0 % (toàn ghi) đến 100 % (toàn đọc). Trục đứng: &lt;b&gt;chỉ số&lt;/b&gt; được chọn phía trên bề mặt. Một tổ hợp kích thước khối (bssplit) có cột riêng, ghi tên trên trục.&lt;/p&gt;&lt;h3&gt;Các chỉ số&lt;/h3&gt;&lt;p&gt;&lt;b&gt;IOPS&lt;/b&gt;: số I/O hoàn tất mỗi giây, tính chung đọc và ghi. &lt;b&gt;MB/s&lt;/b&gt;: số byte mỗi giây; khối lớn cho ít IOPS nhưng nhiều MB/s. &lt;b&gt;Độ trễ trung bình&lt;/b&gt; và &lt;b&gt;độ trễ p99&lt;/b&gt;: thời gian từ ngay trước khi một I/O được gửi đến khi thu nhận được kết quả hoàn tất của nó, tính trên mọi I/O của điểm; p99 là mức thời gian mà 99 % số I/O không vượt quá.&lt;/p&gt;&lt;h3&gt;Màu sắc và lát cắt&lt;/h3&gt;&lt;p&gt;Màu sắc theo độ cao, từ số không đến đỉnh của thang; thang màu bên cạnh bề mặt cho biết chỉ số, đơn vị và các giá trị của nó. Một ma trận có nhiều kiểu truy cập, độ sâu hàng đợi hoặc số job sẽ có một bề mặt cho mỗi tổ hợp: hãy chọn bằng ô chọn lát cắt. Không có OpenGL thì bề mặt là một bản đồ nhiệt: hàng là % đọc, cột là kích thước khối.&lt;/p&gt;&lt;h3&gt;Nhiều lần chạy của một điểm&lt;/h3&gt;&lt;p&gt;Khi có nhiều lần thử hoặc các vòng trạng thái ổn định, độ cao của một điểm là trung bình các lần chạy của nó; thẻ Kết quả cho biết độ phân tán (độ lệch chuẩn và CV) và đánh dấu điểm có CV trên 10 % là không ổn định. Với các máy chủ fio, bề mặt hiển thị tổng của các máy chủ hoặc phần của một máy chủ.&lt;/p&gt;&lt;h3&gt;Cách đo&lt;/h3&gt;&lt;p&gt;Mặc định dùng I/O trực tiếp, trên một vùng đã được ghi sẵn dữ liệu không nén được trước mọi lần đọc; thẻ Kết quả và chi tiết của từng điểm cho biết engine nào đã chạy (io_uring và các cờ ring, psync, hoặc fio và phiên bản của nó), trên mục tiêu và nhân nào. Nhấp vào một điểm để đọc số liệu của nó bên dưới bề mặt; nhấp đúp để xem chi tiết: chuỗi thời gian và biểu đồ phân bố độ trễ.&lt;/p&gt;&lt;h3&gt;Một điểm, một đường&lt;/h3&gt;&lt;p&gt;Một ma trận chỉ có một kích thước khối và một tỉ lệ đọc là một điểm duy nhất: bề mặt sẽ nói rõ điều đó và cho số liệu của điểm. Nếu chỉ một trong hai thay đổi, bề mặt là một biểu đồ đường.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Limits&lt;/h3&gt;&lt;p&gt;A read mix measured at three block sizes or more is read for the volume&apos;s two limits, as a capped cloud volume has them: an IOPS limit I and a bandwidth limit B, so IOPS(bs) = min(I, B / bs). The line under the surface says, for each mix, what the points reached and from which block size (the crossover, B / I) bandwidth rather than IOPS holds them back. &lt;b&gt;Limits roof&lt;/b&gt; draws that roof as a red net over the surface (as a dashed line on a chart): points under it were held back by neither limit, but by latency or queue depth. For latency, a red wall marks the crossover instead. The Results tab says per point what bound it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Giới hạn&lt;/h3&gt;&lt;p&gt;Một tỉ lệ đọc được đo ở ba kích thước khối trở lên sẽ được dùng để suy ra hai giới hạn của volume, như một volume đám mây bị giới hạn: giới hạn IOPS I và giới hạn băng thông B, nên IOPS(bs) = min(I, B / bs). Dòng bên dưới bề mặt cho biết, với mỗi tỉ lệ, các điểm đạt được bao nhiêu và từ kích thước khối nào (điểm giao, B / I) thì băng thông chứ không phải IOPS kìm hãm chúng. &lt;b&gt;Mái giới hạn&lt;/b&gt; vẽ mái đó thành một lưới đỏ phủ trên bề mặt (thành một đường nét đứt trên biểu đồ): các điểm nằm dưới mái không bị giới hạn nào kìm hãm, mà bởi độ trễ hoặc độ sâu hàng đợi. Với độ trễ, một bức tường đỏ đánh dấu điểm giao thay cho mái. Thẻ Kết quả cho biết điều gì giới hạn từng điểm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What was promised&lt;/h3&gt;&lt;p&gt;When the run was told what the volume is (&lt;b&gt;This volume is…&lt;/b&gt; in Setup, or &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Promised roof&lt;/b&gt; draws what the provider promises for it: a dark net over the surface (a dash-dotted line on a chart), at the promised IOPS up to the block size where the promised bandwidth takes over, with larger I/Os counted in the provider&apos;s unit. Where the fitted roof sits under it, the volume gives less than was paid for; the lines under the surface and the Results tab say met, below, above or not reached for each limit.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Điều đã được hứa&lt;/h3&gt;&lt;p&gt;Khi lần chạy biết ổ đĩa là gì (&lt;b&gt;Ổ đĩa này là…&lt;/b&gt; trong Thiết lập, hoặc &lt;code&gt;--volume&lt;/code&gt;), &lt;b&gt;Mái đã hứa&lt;/b&gt; vẽ điều nhà cung cấp hứa cho nó: một lưới tối phía trên bề mặt (một đường gạch chấm trên biểu đồ), ở mức IOPS đã hứa cho tới kích thước khối mà từ đó băng thông đã hứa quyết định, các I/O lớn được đếm theo đơn vị của nhà cung cấp. Nơi mái đã khớp nằm dưới nó, ổ đĩa cho ít hơn điều đã trả tiền; các dòng dưới bề mặt và thẻ Kết quả cho biết với mỗi giới hạn: đạt, dưới mức, vượt mức hay chưa chạm tới.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>surfio::SurfaceView</name>
    <message>
        <source>Which pattern, queue depth and job count to show</source>
        <translation>Kiểu truy cập, độ sâu hàng đợi và số job cần hiển thị</translation>
    </message>
    <message>
        <source>Iso</source>
        <translation>Đẳng cự</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Mặt trước</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Mặt bên</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Từ trên</translation>
    </message>
    <message>
        <source>Back to the iso view at the first zoom, centred</source>
        <translation>Trở về góc nhìn đẳng cự với mức thu phóng ban đầu, ở chính giữa</translation>
    </message>
    <message>
        <source>No points yet: run a matrix or open a saved run.</source>
        <translation>Chưa có điểm nào: hãy chạy một ma trận hoặc mở một kết quả đã lưu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s)</source>
        <translation>
            <numerusform>%1 trên %Ln điểm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface shows the rows and columns measured so far.</source>
        <translation>
            <numerusform>Đã đo %1 trên %Ln điểm; bề mặt hiển thị các hàng và cột đã đo đến lúc này.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the surface appears once measured points form a 2 × 2 grid.</source>
        <translation>
            <numerusform>Đã đo %1 trên %Ln điểm; bề mặt sẽ hiện khi các điểm đã đo tạo thành lưới 2 × 2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s). No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>%1 trên %Ln điểm. Không có OpenGL, nên bề mặt được hiển thị dạng bảng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; blank cells are not measured yet. No OpenGL here, so the surface is shown as a table.</source>
        <translation>
            <numerusform>Đã đo %1 trên %Ln điểm; ô trống là chưa đo. Không có OpenGL, nên bề mặt được hiển thị dạng bảng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s) measured; the chart shows those.</source>
        <translation>
            <numerusform>Đã đo %1 trên %Ln điểm; biểu đồ hiển thị các điểm đó.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1: %2, %3 % read: %4 (mean of %Ln run(s))</source>
        <translation>
            <numerusform>#%1: %2, %3 % đọc: %4 (trung bình của %Ln lần chạy)</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: %4</source>
        <translation>#%1: %2, %3 % đọc: %4</translation>
    </message>
    <message>
        <source>#%1: %2, %3 % read: not measured yet</source>
        <translation>#%1: %2, %3 % đọc: chưa đo</translation>
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
        <translation>Ở đây chỉ kích thước khối thay đổi, nên đây là đường của nó: một bề mặt còn cần ít nhất hai giá trị % đọc.</translation>
    </message>
    <message>
        <source>Only the read mix varies here, so this is its line: a surface also needs two block sizes or more.</source>
        <translation>Ở đây chỉ tỉ lệ đọc thay đổi, nên đây là đường của nó: một bề mặt còn cần ít nhất hai kích thước khối.</translation>
    </message>
    <message>
        <source>Click a point to read its figures; double-click it for its details.</source>
        <translation>Nhấp vào một điểm để đọc số liệu; nhấp đúp để xem chi tiết.</translation>
    </message>
    <message>
        <source>Draw the limits fitted to each read mix over its points: IOPS(bs) = min(I, B / bs), the most a volume capped at I IOPS and B bytes a second serves (in MB/s for MB/s). Latency has no roof: a wall marks the crossover block size B / I instead.</source>
        <translation>Vẽ các giới hạn được khớp cho mỗi tỉ lệ đọc phủ lên các điểm của nó: IOPS(bs) = min(I, B / bs), mức tối đa mà một volume bị giới hạn ở I IOPS và B byte mỗi giây phục vụ được (tính bằng MB/s khi chỉ số là MB/s). Độ trễ không có mái: thay vào đó, một bức tường đánh dấu kích thước khối tại điểm giao B / I.</translation>
    </message>
    <message>
        <source>The limits are fitted on all hosts together: choose all hosts to see them.</source>
        <translation>Các giới hạn được khớp trên tất cả máy chủ cùng lúc: hãy chọn tất cả máy chủ để xem.</translation>
    </message>
    <message>
        <source>No limits fitted here: a roof needs a read mix measured at %1 block sizes or more.</source>
        <translation>Chưa khớp được giới hạn ở đây: mái cần một tỉ lệ đọc được đo ở ít nhất %1 kích thước khối.</translation>
    </message>
    <message>
        <source>No limit reached here: the points reached neither an IOPS nor a bandwidth limit (the line under the chart says up to what).</source>
        <translation>Không chạm giới hạn nào ở đây: các điểm không chạm giới hạn IOPS lẫn giới hạn băng thông (dòng bên dưới biểu đồ cho biết đạt tới đâu).</translation>
    </message>
    <message>
        <source>No OpenGL here: the table cannot show the roof.</source>
        <translation>Không có OpenGL ở đây: bảng không thể hiển thị mái.</translation>
    </message>
    <message>
        <source>%1 % read: %2</source>
        <translation>%1 % đọc: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more mix(es): hover here for every one</source>
        <translation>
            <numerusform>… và %n tỉ lệ khác: di chuột vào đây để xem tất cả</numerusform>
        </translation>
    </message>
    <message>
        <source>Metri&amp;c:</source>
        <translation>Chỉ số:</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>Lát cắt:</translation>
    </message>
    <message>
        <source>Vie&amp;w:</source>
        <translation>Góc nhìn:</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Khôi phục góc nhìn</translation>
    </message>
    <message>
        <source>Limits roof</source>
        <translation>Mái giới hạn</translation>
    </message>
    <message>
        <source>Promised %1: %2</source>
        <translation>Đã hứa, %1: %2</translation>
    </message>
    <message>
        <source>Promised roof</source>
        <translation>Mái đã hứa</translation>
    </message>
    <message>
        <source>Draw what %1 promises at each block size: its IOPS (counted in the provider&apos;s I/O unit) up to its bandwidth, the most the volume paid for serves.</source>
        <translation>Vẽ những gì %1 hứa ở mỗi kích thước khối: IOPS của nó (tính theo đơn vị I/O của nhà cung cấp) cho tới băng thông của nó, mức cao nhất mà ổ đĩa đã trả tiền phục vụ.</translation>
    </message>
    <message numerus="yes">
        <source>The promise is one volume&apos;s: this slice ran on %n target(s) together.</source>
        <translation>
            <numerusform>Lời hứa là của một ổ đĩa: lát cắt này đã chạy trên %n đích cùng lúc.</numerusform>
        </translation>
    </message>
    <message>
        <source>The promise is of IOPS and bandwidth: latency has no promised roof.</source>
        <translation>Lời hứa là về IOPS và băng thông: độ trễ không có mái đã hứa.</translation>
    </message>
    <message>
        <source>The promised roof is over block size: this slice has one block size.</source>
        <translation>Mái đã hứa trải theo kích thước khối: lát cắt này chỉ có một kích thước khối.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more verdict(s) against the promise: hover here for every one</source>
        <translation>
            <numerusform>… và %n kết luận khác so với lời hứa: di chuột vào đây để xem tất cả</numerusform>
        </translation>
    </message>
    <message>
        <source>Promised %1, %2: %3</source>
        <translation>Đã hứa, %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln point(s).</source>
        <translation>
            <numerusform>%1 trên %Ln điểm.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>surfio::TargetCard</name>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Remove %1 from the targets</source>
        <translation>Xóa %1 khỏi danh sách mục tiêu</translation>
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
        <translation>Trên máy chủ fio %1</translation>
    </message>
    <message>
        <source>The target&apos;s share of the point&apos;s IOPS, reads and writes</source>
        <translation>Phần của mục tiêu trong IOPS của điểm, cả đọc lẫn ghi</translation>
    </message>
    <message>
        <source>The mean over the target&apos;s workers, each weighed by its I/Os (percentiles are of the point only)</source>
        <translation>Trung bình trên các worker của mục tiêu, mỗi worker tính theo số I/O của nó (phân vị chỉ có cho cả điểm)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mục tiêu</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>IOPS đọc</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>MB/s đọc</translation>
    </message>
    <message>
        <source>Read mean</source>
        <translation>Đọc trung bình</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>IOPS ghi</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>MB/s ghi</translation>
    </message>
    <message>
        <source>Write mean</source>
        <translation>Ghi trung bình</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Tỷ lệ</translation>
    </message>
</context>
<context>
    <name>surfio::TargetPanel</name>
    <message>
        <source>A file, a directory ending in “/” or a block device, as the fio hosts see it</source>
        <translation>Một tệp, một thư mục kết thúc bằng “/” hoặc một thiết bị khối, theo cách các máy chủ fio nhìn thấy</translation>
    </message>
    <message>
        <source>Lists the block devices again and looks at every target anew</source>
        <translation>Liệt kê lại các thiết bị khối và kiểm tra lại mọi mục tiêu</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Mục tiêu</translation>
    </message>
    <message>
        <source>Allow writing to block devices</source>
        <translation>Cho phép ghi vào thiết bị khối</translation>
    </message>
    <message>
        <source>Points that write destroy the data on the chosen devices (--allow-write-device). Mounted or busy devices are never written to.</source>
        <translation>Các điểm có ghi sẽ hủy dữ liệu trên các thiết bị đã chọn (--allow-write-device). Không bao giờ ghi vào thiết bị đang gắn kết hoặc đang bận.</translation>
    </message>
    <message>
        <source>even over a filesystem signature</source>
        <translation>kể cả khi có chữ ký hệ thống tệp</translation>
    </message>
    <message>
        <source>Also write to devices that carry a filesystem, RAID or partition-table signature (--force)</source>
        <translation>Ghi cả vào thiết bị có chữ ký hệ thống tệp, RAID hoặc bảng phân vùng (--force)</translation>
    </message>
    <message>
        <source>Block devices</source>
        <translation>Thiết bị khối</translation>
    </message>
    <message>
        <source>Inspecting the targets…</source>
        <translation>Đang kiểm tra các mục tiêu…</translation>
    </message>
    <message>
        <source>No target chosen: add a directory or a file, or tick a block device.</source>
        <translation>Chưa chọn mục tiêu: hãy thêm một thư mục hoặc một tệp, hoặc đánh dấu một thiết bị khối.</translation>
    </message>
    <message>
        <source>Cannot write to %1</source>
        <translation>Không thể ghi vào %1</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1 on the fio hosts, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go on every host, or choose points that only read.</source>
        <translation>Ma trận có ghi, và việc ghi sẽ hủy dữ liệu trên %1 ở các máy chủ fio, nên Surfio sẽ không ghi trừ khi đánh dấu &quot;%2&quot;.

Hãy đánh dấu nếu có thể bỏ dữ liệu trên %1 ở mọi máy chủ, hoặc chọn các điểm chỉ đọc.</translation>
    </message>
    <message>
        <source>The matrix writes, and writing would destroy the data on %1, so Surfio will not do it unless &quot;%2&quot; is ticked.

Tick it if the data on %1 may go, or choose points that only read.</source>
        <translation>Ma trận có ghi, và việc ghi sẽ hủy dữ liệu trên %1, nên Surfio sẽ không ghi trừ khi đánh dấu &quot;%2&quot;.

Hãy đánh dấu nếu có thể bỏ dữ liệu trên %1, hoặc chọn các điểm chỉ đọc.</translation>
    </message>
    <message>
        <source>Surfio will not write to %1:

%2</source>
        <translation>Surfio sẽ không ghi vào %1:

%2</translation>
    </message>
    <message>
        <source>Tick &quot;%1&quot; to write over it anyway.</source>
        <translation>Đánh dấu &quot;%1&quot; để vẫn ghi đè lên đó.</translation>
    </message>
    <message>
        <source>Directory for the scratch file</source>
        <translation>Thư mục cho tệp tạm</translation>
    </message>
    <message>
        <source>Target file (existing or new)</source>
        <translation>Tệp mục tiêu (có sẵn hoặc mới)</translation>
    </message>
    <message>
        <source>Path on the fio hosts</source>
        <translation>Đường dẫn trên các máy chủ fio</translation>
    </message>
    <message>
        <source>A file, a directory ending in “/” (fio makes a scratch file there) or a block device, as the hosts see it:</source>
        <translation>Một tệp, một thư mục kết thúc bằng “/” (fio tạo tệp tạm ở đó) hoặc một thiết bị khối, theo cách các máy chủ nhìn thấy:</translation>
    </message>
    <message>
        <source>This machine&apos;s devices: the targets are on the fio hosts, so add a device there with “%1”</source>
        <translation>Thiết bị của máy này: các mục tiêu nằm trên máy chủ fio, nên hãy thêm thiết bị ở đó bằng “%1”</translation>
    </message>
    <message>
        <source>No target chosen yet: use a directory or a file, or tick block devices below.</source>
        <translation>Chưa chọn đích: hãy dùng một thư mục hoặc một tệp, hoặc đánh dấu các thiết bị khối bên dưới.</translation>
    </message>
    <message>
        <source>Use a &amp;directory…</source>
        <translation>&amp;Dùng một thư mục…</translation>
    </message>
    <message>
        <source>Runs on a scratch file made in the directory and removed afterwards; it replaces the targets (the arrow adds one instead)</source>
        <translation>Chạy trên một tệp tạm tạo trong thư mục và xoá sau đó; thay thế các đích (mũi tên sẽ thêm một đích thay vào đó)</translation>
    </message>
    <message>
        <source>Add a directory as another target…</source>
        <translation>Thêm một thư mục làm đích khác…</translation>
    </message>
    <message>
        <source>Runs on a file, existing or to be created; it replaces the targets (the arrow adds one instead)</source>
        <translation>Chạy trên một tệp, có sẵn hoặc sẽ được tạo; thay thế các đích (mũi tên sẽ thêm một đích thay vào đó)</translation>
    </message>
    <message>
        <source>Add a file as another target…</source>
        <translation>Thêm một tệp làm đích khác…</translation>
    </message>
    <message>
        <source>&amp;Use a file…</source>
        <translation>Dù&amp;ng một tệp…</translation>
    </message>
    <message>
        <source>Add a path on the hosts…</source>
        <translation>Thêm đường dẫn trên máy chủ…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Cloud volume</source>
        <translation>Ổ đĩa đám mây</translation>
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
        <translation>Bộ đệm I/O được đăng ký với ring một lần, nên nhân không phải ánh xạ chúng cho mỗi I/O (fixedbufs của fio; fio mặc định tắt). Chúng được tính vào RLIMIT_MEMLOCK; nơi giới hạn này quá thấp, engine của Surfio chạy tiếp không có chúng và ghi lại điều đó.</translation>
    </message>
    <message>
        <source>The target is registered with the ring once, so the kernel does not look its file up for every I/O (fio&apos;s registerfiles; fio&apos;s default is off)</source>
        <translation>Mục tiêu được đăng ký với ring một lần, nên nhân không phải tra tệp của nó cho mỗi I/O (registerfiles của fio; fio mặc định tắt)</translation>
    </message>
    <message>
        <source>A kernel thread picks up the I/Os as they are queued, so submitting takes no system call, at the cost of a CPU kept busy (fio&apos;s sqthread_poll)</source>
        <translation>Một luồng của nhân nhận các I/O ngay khi chúng vào hàng đợi, nên việc gửi không cần lời gọi hệ thống, đổi lại một CPU luôn bận (sqthread_poll của fio)</translation>
    </message>
    <message>
        <source>The CPU that polling thread runs on (fio&apos;s sqthread_poll_cpu)</source>
        <translation>CPU mà luồng thăm dò đó chạy trên (sqthread_poll_cpu của fio)</translation>
    </message>
    <message>
        <source>on CPU </source>
        <comment>spin box prefix, before a CPU number</comment>
        <translation>trên CPU </translation>
    </message>
    <message>
        <source>on any CPU</source>
        <translation>trên CPU bất kỳ</translation>
    </message>
    <message>
        <source>The engine polls the device for completions instead of waiting for its interrupts (fio&apos;s hipri, io_uring&apos;s IOPOLL); needs direct I/O and a device with poll queues</source>
        <translation>Engine thăm dò thiết bị để lấy các lần hoàn tất thay vì chờ ngắt của nó (hipri của fio, IOPOLL của io_uring); cần I/O trực tiếp và một thiết bị có hàng đợi thăm dò</translation>
    </message>
    <message>
        <source>Surfio&apos;s rule</source>
        <translation>quy tắc của Surfio</translation>
    </message>
    <message>
        <source>How many completions each wait asks for, at most the queue depth (fio&apos;s iodepth_batch_complete_min)</source>
        <translation>Số lần hoàn tất mỗi lần chờ yêu cầu, tối đa bằng độ sâu hàng đợi (iodepth_batch_complete_min của fio)</translation>
    </message>
    <message>
        <source>CPUs &amp;allowed:</source>
        <translation>CPU được phép:</translation>
    </message>
    <message>
        <source>“%1” is not a list of CPUs: give CPU numbers and ranges separated by commas, e.g. 0-3,5, or nothing for any CPU</source>
        <translation>“%1” không phải là danh sách CPU: hãy đưa số CPU và khoảng, ngăn cách bằng dấu phẩy, ví dụ 0-3,5, hoặc để trống cho CPU bất kỳ</translation>
    </message>
    <message>
        <source>How many I/Os go to the kernel in one submission, at most the queue depth (fio&apos;s iodepth_batch_submit); Surfio&apos;s rule hands the kernel at most two at a time, which keeps the block layer from holding them back as one batch</source>
        <translation>Số I/O gửi vào kernel trong một lần gửi, tối đa bằng độ sâu hàng đợi (iodepth_batch_submit của fio); quy tắc của Surfio gửi tối đa hai I/O mỗi lần, để tầng block không giữ chúng lại thành một lô</translation>
    </message>
    <message>
        <source>The CPUs the jobs may run on, as fio&apos;s cpus_allowed: numbers and ranges, e.g. 0-3,5; empty for any, except that at a low queue depth on a loop device or a tmpfs file Surfio gives each job a CPU of its own</source>
        <translation>Các CPU mà các job có thể chạy, như cpus_allowed của fio: số và khoảng, ví dụ 0-3,5; để trống cho bất kỳ CPU nào, trừ khi độ sâu hàng đợi thấp trên thiết bị loop hoặc tệp tmpfs thì Surfio cho mỗi job một CPU riêng</translation>
    </message>
    <message>
        <source>Registered buffers</source>
        <translation>Bộ đệm đã đăng ký</translation>
    </message>
    <message>
        <source>Registered files</source>
        <translation>Tệp đã đăng ký</translation>
    </message>
    <message>
        <source>Kernel thread polls submissions</source>
        <translation>Luồng nhân thăm dò &amp;việc gửi</translation>
    </message>
    <message>
        <source>Polled completions (needs direct I/O)</source>
        <translation>Thăm dò lần hoàn tất (cần I/O trực tiếp)</translation>
    </message>
    <message>
        <source>Submit at once:</source>
        <translation>Số I/&amp;O gửi mỗi lần:</translation>
    </message>
    <message>
        <source>Completions per wait:</source>
        <translation>Chờ bao nhiêu lần hoàn tất:</translation>
    </message>
</context>
<context>
    <name>surfio::ValueListBox</name>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Add the value typed as a checked custom entry</source>
        <translation>Thêm giá trị vừa nhập thành một mục tùy chỉnh đã đánh dấu</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Remove the selected custom entry</source>
        <translation>Xóa mục tùy chỉnh đang chọn</translation>
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
        <translation>“%1” không phải kích thước: hãy nhập một số, có thể kèm hậu tố k hoặc m, ví dụ 12k hoặc 3m</translation>
    </message>
    <message>
        <source>“%1” is not a percentage: give a whole number from 0 to 100</source>
        <translation>“%1” không phải tỉ lệ phần trăm: hãy nhập số nguyên từ 0 đến 100</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 nằm ngoài khoảng %2 đến %3</translation>
    </message>
    <message>
        <source>%1 is more than 100 %</source>
        <translation>%1 lớn hơn 100 %</translation>
    </message>
    <message>
        <source>%1 is already in the list</source>
        <translation>%1 đã có trong danh sách</translation>
    </message>
</context>
<context>
    <name>surfio::VolumePicker</name>
    <message>
        <source>Provisioned IOPS:</source>
        <translation>IOPS đã cấp:</translation>
    </message>
    <message>
        <source>Provisioned throughput:</source>
        <translation>Thông lượng đã cấp:</translation>
    </message>
    <message>
        <source>Performance level:</source>
        <translation>Mức hiệu năng:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dung lượng:</translation>
    </message>
    <message>
        <source>not a cloud volume</source>
        <translation>không phải ổ đĩa đám mây</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>What the provider promises for this volume is held against what the run measures</source>
        <translation>Những gì nhà cung cấp hứa cho ổ đĩa này được so với những gì lần chạy đo được</translation>
    </message>
    <message>
        <source>the device&apos;s size</source>
        <translation>dung lượng của thiết bị</translation>
    </message>
    <message>
        <source>The volume&apos;s size, e.g. 100g or 1t; empty: the device&apos;s size</source>
        <translation>Dung lượng ổ đĩa, ví dụ 100g hoặc 1t; để trống: dung lượng của thiết bị</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Bytes per second, e.g. 250m</source>
        <translation>Byte mỗi giây, ví dụ 250m</translation>
    </message>
    <message>
        <source>This volume is:</source>
        <translation>Ổ đĩa này là:</translation>
    </message>
    <message>
        <source>Level (%1):</source>
        <translation>Mức (%1):</translation>
    </message>
    <message>
        <source>The volume: %1</source>
        <translation>Ổ đĩa: %1</translation>
    </message>
</context>
<context>
    <name>surfio::WrittenChart</name>
    <message>
        <source>GiB written</source>
        <translation>GiB đã ghi</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Đọc</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Ghi</translation>
    </message>
</context>
<context>
    <name>surfio::XAxisSwitch</name>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Draw the run against elapsed time</source>
        <translation>Vẽ lần chạy theo thời gian đã trôi qua</translation>
    </message>
    <message>
        <source>GiB written</source>
        <translation>GiB đã ghi</translation>
    </message>
    <message>
        <source>Draw bandwidth against the data written so far: a drive&apos;s write cache fills after so many GiB, whatever the time it took</source>
        <translation>Vẽ băng thông theo lượng dữ liệu đã ghi đến lúc đó: bộ đệm ghi của ổ đĩa đầy sau một số GiB nhất định, bất kể mất bao lâu</translation>
    </message>
</context>
</TS>
