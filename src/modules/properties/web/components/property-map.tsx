// The Leaflet map of the properties map page, loaded on that page only (React.lazy): Leaflet,
// its marker clustering and their styles stay out of every other chunk. Markers are coloured
// div icons (no marker images), so without tiles (offline, a blocked tile host) the markers,
// their popups and the list beside still work on a blank ground.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import * as Leaflet from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useRef } from 'react';
import type { MapRow, PropertyStatus } from '../api/types';

// Leaflet's build puts itself on window.L and leaflet.markercluster extends that object: this is
// the one that has markerClusterGroup (the module namespace is a frozen copy without it).
const L = (globalThis as unknown as { L: typeof Leaflet }).L;

/** Marker colours: the same tokens as the status badges. */
const COLOURS: Record<PropertyStatus, string> = {
  available: 'var(--success)',
  rented: 'var(--primary)',
  for_sale: 'var(--info)',
  maintenance: 'var(--warning)',
  reserved: 'var(--muted-foreground)',
  sold: 'var(--destructive)',
};

export type MarkerText = { title: string; lines: string[]; href: string; link: string };

type Props = {
  rows: readonly MapRow[];
  tiles: { url: string; attribution: string };
  /** The property to show (from the list; `n` changes on every click): the map zooms to it and opens its popup. */
  focused: { id: string; n: number } | null;
  describe: (row: MapRow) => MarkerText;
  /** The popup's link, handled by the router rather than a page load. */
  onOpen: (href: string) => void;
  label: string;
  /** Where the map starts before it fits the markers (the company's country). */
  center: [number, number];
};

function icon(status: PropertyStatus): Leaflet.DivIcon {
  return L.divIcon({
    className: 'property-marker',
    html: `<span data-status="${status}" class="block size-4 rounded-full border-2 border-white shadow-md ring-1 ring-black/20" style="background:${COLOURS[status]}"></span>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
    popupAnchor: [0, -8],
  });
}

/** The popup as DOM nodes with text content only: names typed by users never become markup. */
function popup(text: MarkerText, onOpen: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.dir = document.documentElement.dir || 'rtl';
  box.className = 'flex min-w-44 flex-col gap-1 text-sm';
  const title = document.createElement('strong');
  title.textContent = text.title;
  box.append(title);
  for (const line of text.lines) {
    const p = document.createElement('span');
    p.className = 'text-muted-foreground';
    p.textContent = line;
    box.append(p);
  }
  const a = document.createElement('a');
  a.href = text.href;
  a.textContent = text.link;
  a.className = 'mt-1 font-semibold text-primary underline';
  a.addEventListener('click', (event) => {
    event.preventDefault();
    onOpen(text.href);
  });
  box.append(a);
  return box;
}

export default function PropertyMap({ rows, tiles, focused, describe, onOpen, label, center }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const state = useRef<{ map: Leaflet.Map; cluster: Leaflet.MarkerClusterGroup; markers: Map<string, Leaflet.Marker> } | null>(null);
  const latest = useRef({ describe, onOpen });
  useEffect(() => {
    latest.current = { describe, onOpen };
  });

  useEffect(() => {
    if (!host.current) return undefined;
    const map = L.map(host.current, { center, zoom: 11, scrollWheelZoom: true });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 48, spiderfyOnMaxZoom: true });
    map.addLayer(cluster);
    state.current = { map, cluster, markers: new Map() };
    return () => {
      map.remove();
      state.current = null;
    };
  }, [tiles.url, tiles.attribution, center]);

  useEffect(() => {
    const s = state.current;
    if (!s) return;
    // A popup of a marker about to go would stay behind, pointing at nothing.
    s.map.closePopup();
    s.cluster.clearLayers();
    s.markers.clear();
    const markers = rows.map((row) => {
      const text = latest.current.describe(row);
      const marker = L.marker([Number(row.latitude), Number(row.longitude)], { icon: icon(row.status), title: text.title, keyboard: true });
      marker.bindPopup(() => popup(latest.current.describe(row), (href) => latest.current.onOpen(href)));
      s.markers.set(row.id, marker);
      return marker;
    });
    s.cluster.addLayers(markers);
    if (markers.length) s.map.fitBounds(L.latLngBounds(markers.map((m) => m.getLatLng())).pad(0.15), { maxZoom: 15 });
  }, [rows, tiles.url, tiles.attribution, center]);

  useEffect(() => {
    const s = state.current;
    const marker = focused ? s?.markers.get(focused.id) : undefined;
    if (!s || !marker) return;
    // Straight to the place, without animation (zoomToShowLayer never calls back when it starts
    // during another zoom, such as the first fitBounds); a marker still inside a cluster there
    // (two properties on one spot) gets its popup on the spot itself.
    const at = marker.getLatLng();
    s.map.setView(at, Math.max(s.map.getZoom(), 17), { animate: false });
    if (s.cluster.getVisibleParent(marker) === marker) marker.openPopup();
    else {
      const row = rows.find((r) => r.id === focused!.id);
      if (row) L.popup().setLatLng(at).setContent(popup(latest.current.describe(row), (href) => latest.current.onOpen(href))).openOn(s.map);
    }
    // Only a new focus moves the map; a change of rows redraws the markers (the effect above).
  }, [focused]);

  return <div ref={host} dir="ltr" role="region" aria-label={label} className="size-full min-h-80 bg-muted" data-testid="property-map" data-markers={rows.length} />;
}
