import FuzzDriver

runFuzzTarget(writeSeeds: Seeds.write) { start, count in fuzzWaysIn(start, count) }
