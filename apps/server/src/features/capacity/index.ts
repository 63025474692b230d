/** The 'Cupo''s public entry: places left, an item locked while a place is decided, freed places told. */
export {
  capacityEdited,
  lockItem,
  OFFER_PLACES,
  placeCounts,
  placesLeft,
  placesMayHaveFreed,
  refuseWhenFull,
  sameItem,
  type PlaceItem,
} from './places';
