/** Things people write in the location field that are not places. */
export const NOT_PLACES = new Set(
  "earth|planet earth|world|metro|metro area|coastal|coast|the coast|worldwide|global|everywhere|anywhere|nowhere|somewhere|here|there|home|internet|online|the internet|cyberspace|metaverse|universe|the universe|heaven|hell|moon|the moon|mars|space|outer space|he|him|she|her|they|them|your heart|my bed|my room|地球|宇宙|どこか|ネット|インターネット|世界|自宅|布団|二次元|地獄|天国|夢の中".split(
    "|",
  ),
);
