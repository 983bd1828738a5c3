/**
 * The generated path tests (testing/paths-suite.ts) of half of the registry's machines; the other
 * half in paths-2.test.ts. A machine added to the registry is tested in one of the two.
 */
import { dealt, describeGeneratedPaths } from './testing/paths-suite'

describeGeneratedPaths(dealt(0, 2))
