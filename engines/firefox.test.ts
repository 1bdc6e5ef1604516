import { describeJourneys } from './harness';
import { JOURNEYS } from './journeys';

describeJourneys('firefox', JOURNEYS);
