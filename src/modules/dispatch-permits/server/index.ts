// What other modules may use of dispatch permits: the permit and driver covering an instant
// (traffic-fine matching charges a fine in a permit's period to its driver).
export { permitBriefs, permitsOverlapping } from './reads';
