import FuzzDriver

runFuzzTarget(writeSeeds: Seeds.write) { start, count in fuzzRestore(start, count) }
