// How Node runs the built server, for `npm start` and the benchmarks alike.
// --max-semi-space-size=64: a streamed token makes many short-lived objects (promises, stream
// chunks); a larger young generation collects them less often. bench/stream-relay: throughput at
// 1,000 streams on PostgreSQL 0.75 -> 0.80-0.83 of the bare relay, p99 7.4 s -> 4.9-5.9 s.
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=64'];
