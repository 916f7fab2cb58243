import FuzzDriver

runFuzzTarget(writeSeeds: Seeds.write) { start, count in fuzzLinks(start, count) }
