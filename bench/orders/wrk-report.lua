-- wrk's report for bench/orders/wrk-load.ts: the whole latency histogram (every distinct value in
-- microseconds with its count, after wrk's coordinated-omission correction), so rounds can be merged
-- into exact percentiles of it, and the counters.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("WRK_SUMMARY %d %d %d %d %d %d %d %d\n", summary.requests, summary.duration,
    summary.bytes, e.connect, e.read, e.write, e.status, e.timeout))
  local parts = {}
  for i = 1, #latency do
    local value, count = latency(i)
    parts[#parts + 1] = string.format("%d:%d", value, count)
  end
  io.write("WRK_LATENCY " .. table.concat(parts, " ") .. "\n")
end
