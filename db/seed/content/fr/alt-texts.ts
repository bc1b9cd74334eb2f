// The French alt texts of the library's pictures (docs/decisions/0034-alt-texts-per-language.md): every
// picture of the demo library, since the French version shows nearly all of them. Written for Swiss
// French readers (EMS, tablards); product names as on the French pages.
import type { AssetKey } from "../../media-manifest";

export const frenchAltTexts: Partial<Record<AssetKey, string>> = {
  "logo-auralis-medizintechnik": "Logo d’Auralis Medizintechnik AG – cercle corail avec goutte d’eau et logotype",
  "startseite-gebaerraum-mit-gebaerwanne":
    "Illustration d’une salle d’accouchement lumineuse avec baignoire d’accouchement en îlot devant une fenêtre cintrée donnant sur les montagnes",
  "kategorie-geburt-wochenbett": "Illustration d’une baignoire d’accouchement remplie d’eau et d’un fauteuil d’allaitement au repose-pieds déplié",
  "kategorie-pflege-langzeitpflege": "Illustration d’une baignoire de soins réglable en hauteur et d’une chaise de douche mobile",
  "kategorie-stationseinrichtungen": "Illustration d’un agencement de service en inox avec armoires hautes, évier et chariot à instruments",
  "kategorie-wellness-therapie": "Illustration d’un bassin thermal fumant avec bulles d’air et plante verte",
  "unternehmen-firmensitz-volketswil": "Illustration du siège d’Auralis Medizintechnik AG, façade vitrée sur fond de panorama alpin",
  "unternehmen-team-fachpersonen": "Illustration de l’équipe Auralis – spécialistes des soins, de la technique et du conseil",
  "unternehmen-produktion-werkstatt":
    "Illustration de l’atelier avec une baignoire d’accouchement sur le banc de montage et un rayonnage de pièces de rechange",
  "unternehmen-ausstellung-showroom": "Illustration de l’exposition avec baignoire d’accouchement et baignoire de soins sous les spots",

  "gebaerwanne-contessa-ansicht-1": "Baignoire d’accouchement Contessa en îlot, avec poignées, robinetterie thermostatique et cuve remplie",
  "gebaerwanne-contessa-ansicht-2": "Vue de dessus de la baignoire d’accouchement Contessa avec cuve ovale, assise et quatre poignées",
  "gebaerwanne-contessa-ansicht-3": "Détail du large rebord de la Contessa avec poignée et thermostat",
  "gebaerwanne-generosa-ansicht-1": "Baignoire d’accouchement Generosa en PRV, aux lignes droites, avec poignées",
  "gebaerwanne-generosa-ansicht-2": "Vue de dessus de la baignoire d’accouchement allongée Generosa avec assise et poignées",
  "gebaerwanne-generosa-ansicht-3": "Détail du rebord de la Generosa avec poignée et robinetterie",
  "gebaerwanne-aqua-plus": "Baignoire d’accouchement ovale Aqua Plus remplie d’eau chaude, avec bulles d’air",
  "gebaerwanne-aqua-plus-draufsicht": "Vue de dessus de la baignoire d’accouchement Aqua Plus avec assise moulée et poignées",
  "gebaerwanne-comfort": "Baignoire d’accouchement Comfort avec marche d’accès intégrée et poignées",
  "gebaerwanne-comfort-draufsicht": "Vue de dessus de la baignoire d’accouchement compacte Comfort avec assise",
  "stillstuhl-relax": "Fauteuil d’allaitement Relax avec dossier réglable, accoudoirs et repose-pieds déployé",
  "wickelkommode-flex": "Table à langer Flex réglable en hauteur, matelas à langer rembourré sur colonne élévatrice",
  "wickelkommode-hygiena": "Table à langer Hygiena avec tiroirs, matelas à langer et baignoire pour bébé intégrée",

  "duschwagen-und-duschstuehle": "Chariot de douche hydraulique avec plateau en forme de cuve, barrières latérales et tuyau d’écoulement",
  duschstuhl: "Chaise de douche mobile à assise ouverte, avec dossier et accoudoirs, sous une pomme de douche",
  elektroduschwagen: "Chariot de douche électrique sur batterie avec télécommande et plateau en forme de cuve",
  patientenlifter: "Lève-personne mobile avec mât élévateur, fléau et sangle",
  "mehrzwecklifter-tr": "Lève-personne polyvalent TR avec unité d’assise sur le fléau, pour le transfert et le bain",
  pflegebadewannen: "Baignoire de soins réglable en hauteur sur châssis à ciseaux, cuve remplie et appui-tête",
  "pflegebadewanne-comfortline-ii": "Baignoire de soins Comfortline II avec porte latérale, commande manuelle et réglage en hauteur",
  sitzbadewannen: "Baignoire à porte avec porte d’accès latérale et cuve remplie",
  "sitzbadewanne-care": "Baignoire à porte Care avec porte, panneau de commande et marche d’accès",

  "chromstahl-einrichtungen": "Agencement de service en inox avec armoires hautes, plan de travail, évier et armoires basses",
  "sanitaere-einrichtungen": "Lavabo réglable en hauteur avec miroir et WC réglable en hauteur avec poignées d’appui",
  "hebe-waschtisch": "Lavabo élévateur électrique avec miroir, poignée et espace libre pour fauteuil roulant",
  "hebe-wc": "WC élévateur suspendu avec poignées d’appui rabattables et réglage en hauteur",
  steckbeckenspueler: "Lave-bassins en inox avec porte frontale, panneau de commande et vapeur",
  "desinfektionsgeraet-steckbecken": "Laveur-désinfecteur pour bassins de lit, avec désinfection thermique",
  waermeschrank: "Armoire chauffante à porte vitrée avec couvertures et linges préchauffés sur trois tablards",
  "entsorgungseinheit-chromstahl": "Unité d’évacuation en inox avec vidoir, rinçage et tri des déchets",
  "instrumentenstation-chromstahl": "Poste d’instruments mobile en inox avec deux tablards et bloc de tiroirs",
  "schockraum-einheit-chromstahl": "Unité de déchocage en inox avec tiroirs à code couleur, étagères et moniteur",

  "thermo-spa": "Thermo Spa, bassin thérapeutique chauffé avec vapeur et bulles d’air",
  "whirlpool-relax": "Whirlpool Relax avec buses de massage, bain bouillonnant et poignées",
};
