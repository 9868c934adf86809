// What other modules may use of dispatch permits: the permit and driver covering an instant, or
// the permits of many vehicles over a span in one read (traffic-fine matching charges a fine in a
// permit's period to its driver).
export { permitsCovering, permitsOverlapping, type CoveringPermit } from './reads';
