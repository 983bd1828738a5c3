/**
 * The generated path tests (testing/paths-suite.ts) of the registry's machines that paths.test.ts
 * leaves: the two files run on the run's two workers at once.
 */
import { dealt, describeGeneratedPaths } from './testing/paths-suite'

describeGeneratedPaths(dealt(1, 2))
