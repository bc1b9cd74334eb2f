// The Italian alt texts of the pictures the Italian version shows (its home and contact pages, and the
// logo in the header; docs/decisions/0034-alt-texts-per-language.md). The other pictures have none
// in Italian, as the pages that show them have no Italian version.
import type { AssetKey } from "../../media-manifest";

export const italianAltTexts: Partial<Record<AssetKey, string>> = {
  "logo-auralis-medizintechnik": "Logo di Auralis Medizintechnik AG – cerchio color corallo con goccia d’acqua e logotipo",
  "startseite-gebaerraum-mit-gebaerwanne":
    "Illustrazione di una sala parto luminosa con vasca per il parto a centro stanza, davanti a una finestra ad arco con vista sulle montagne",
  "gebaerwanne-contessa-ansicht-1": "Vasca per il parto Contessa a centro stanza, con maniglie, rubinetteria termostatica e vasca piena",
  "kategorie-geburt-wochenbett": "Illustrazione di una vasca per il parto piena d’acqua e di una poltrona per l’allattamento con poggiapiedi aperto",
  "kategorie-pflege-langzeitpflege": "Illustrazione di una vasca per il bagno assistito regolabile in altezza e di una sedia doccia su ruote",
  "kategorie-stationseinrichtungen": "Illustrazione di un arredo di reparto in acciaio inossidabile con pensili, lavello e carrello portastrumenti",
  "kategorie-wellness-therapie": "Illustrazione di una vasca termale fumante con bolle d’aria e una pianta",
  "unternehmen-firmensitz-volketswil": "Illustrazione della sede di Auralis Medizintechnik AG con facciata in vetro e panorama alpino",
  "unternehmen-ausstellung-showroom": "Illustrazione dell’esposizione con vasca per il parto e vasca per il bagno assistito sotto i faretti",
  "unternehmen-produktion-werkstatt": "Illustrazione dell’officina con una vasca per il parto sul banco di montaggio e uno scaffale di pezzi di ricambio",
  "unternehmen-team-fachpersonen": "Illustrazione del team Auralis – specialisti di cura, tecnica e consulenza",
};
