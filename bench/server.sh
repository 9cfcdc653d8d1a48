#!/usr/bin/env bash
# Benchmarks the fork-server (bench/server_bench.c): latency of a trivial
# print(1) one-shot without a warm pool, through the warm pool after a pause
# and back to back, and in a session, beside python3 and the jail baselines
# (unshare, bwrap) in the same rounds; then snippets per second with 1, 2 and
# 8 concurrent clients, in slices alternating with the bare-jail loop; then
# the ratios issue 16 sets as goals. Writes the data and a plot (gnuplot, when
# installed) to $BENCH_OUT (docs/bench). WARDEN=path runs another build's
# server (a before/after comparison with the same bench).
set -euo pipefail
build=${1:-build}
rounds=${ROUNDS:-300}
seconds=${SECONDS_PER_POINT:-5}
profile=${PROFILE:-default}
here=$(cd "$(dirname "$0")" && pwd)
out=${BENCH_OUT:-$here/../docs/bench}
warden=$(realpath "${WARDEN:-$build/warden}")
mkdir -p "$out"
dir=$(mktemp -d /tmp/warden-bench-XXXXXX)
"$warden" serve --socket "$dir/warm.sock" --pool "${POOL:-4}" 2>"$dir/warm.log" &
warm=$!
"$warden" serve --socket "$dir/cold.sock" --pool 0 2>"$dir/cold.log" &
cold=$!
trap 'kill $warm $cold 2>/dev/null; wait $warm $cold 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do [ -S "$dir/warm.sock" ] && [ -S "$dir/cold.sock" ] && break; sleep 0.05; done
sleep 0.5 # the warm pool fills

echo "## Snippets through warden serve, $rounds rounds (`nproc` cores, kernel $(uname -r), load $(cut -d' ' -f1 /proc/loadavg))"
echo
"$build/bench/server_bench" "$rounds" "$seconds" "$dir/warm.sock" "$dir/cold.sock" "$profile" "$out" \
  "python3 -c 'print(1)' (no jail)=/usr/bin/python3 -c print(1)" \
  "unshare -Urnpmf true=unshare -Urnpmf true" \
  "bwrap --unshare-all --ro-bind / / true=bwrap --unshare-all --ro-bind / / true" | tee "$out/results.md"

if command -v gnuplot >/dev/null; then
  gnuplot <<GNUPLOT
set terminal pngcairo size 1100,460 font "sans,10"
set output "$out/server.png"
set multiplot layout 1,2 title "warden serve on $(nproc) cores: print(1)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set logscale y
set ylabel "milliseconds (log)"
set xtics rotate by -25 scale 0
set key top right
set title "latency per snippet"
plot "$out/latency.dat" using 2:xtic(1) title "median", "" using 3 title "p99"
unset logscale y
set ylabel "snippets per second"
set yrange [0:*]
set xlabel "concurrent clients"
set xtics norotate
set title "throughput, one-shot runs through the warm pool"
plot "$out/throughput.dat" using 2:xtic(1) notitle linecolor rgb "#4477aa"
unset multiplot
GNUPLOT
  echo
  echo "Plot: $out/server.png"
fi
