// World manufacturer identifiers (ISO 3780, the first three VIN characters) → the make they stand
// for, for the makers vPIC (a North-American database) misses or knows only partly: Europe, Japan,
// Korea, China, Russia, India, South-East Asia, South America. Facts compiled by Odo from public
// sources (see wmi-sources.md); the country comes from the first two characters (wmi-countries.ts).

// prettier-ignore
export const WMI_MAKERS: Readonly<Record<string, string>> = {
  // Germany
  WAU: 'Audi', WA1: 'Audi', WUA: 'Audi', WBA: 'BMW', WBS: 'BMW', WBY: 'BMW', WBX: 'BMW',
  WDB: 'Mercedes-Benz', WDC: 'Mercedes-Benz', WDD: 'Mercedes-Benz',
  WDF: 'Mercedes-Benz', W1K: 'Mercedes-Benz', W1N: 'Mercedes-Benz', W1V: 'Mercedes-Benz',
  W1W: 'Mercedes-Benz', WME: 'smart', WMW: 'MINI', WP0: 'Porsche', WP1: 'Porsche',
  WVW: 'Volkswagen', WVG: 'Volkswagen', WV1: 'Volkswagen', WV2: 'Volkswagen', WV3: 'Volkswagen',
  W0L: 'Opel', W0V: 'Opel', WF0: 'Ford', WMA: 'MAN', WKK: 'Setra', WEB: 'Mercedes-Benz',
  WAP: 'Alpina', XP7: 'Tesla',
  // United Kingdom
  SAL: 'Land Rover', SAJ: 'Jaguar', SAD: 'Jaguar', SAR: 'Rover', SAX: 'Rover', SCC: 'Lotus',
  SCF: 'Aston Martin', SCB: 'Bentley', SCA: 'Rolls-Royce', SBM: 'McLaren', SFD: 'Alexander Dennis',
  SHH: 'Honda', SHS: 'Honda', SJN: 'Nissan', SB1: 'Toyota', SMT: 'Triumph', SDB: 'Peugeot',
  SFA: 'Ford',   // France
  VF1: 'Renault', VF3: 'Peugeot', VF7: 'Citroën', VF6: 'Renault Trucks',
  VF9: 'Bugatti', VR1: 'DS', VR3: 'Peugeot', VR7: 'Citroën', VNK: 'Toyota', VNV: 'Nissan',
  VFA: 'Alpine', VXK: 'Opel', VXE: 'Opel',   // Spain
  VSS: 'SEAT', VS6: 'Ford', VS7: 'Citroën', VSK: 'Nissan', VSX: 'Opel', VWV: 'Volkswagen',
  VS5: 'Renault', VSE: 'Santana', VWA: 'Nissan', VSA: 'Mercedes-Benz',   // Italy
  ZFA: 'Fiat', ZFC: 'Fiat', ZFF: 'Ferrari', ZAR: 'Alfa Romeo', ZHW: 'Lamborghini',
  ZAM: 'Maserati', ZLA: 'Lancia', ZCF: 'Iveco', ZAP: 'Piaggio', ZDM: 'Ducati', ZD4: 'Aprilia',
  ZAC: 'Jeep', ZSG: 'Ferrari', ZN6: 'Maserati', ZAS: 'Alfa Romeo', ZFB: 'Fiat', ZCG: 'MV Agusta',
  ZGA: 'Iveco',
  // Nordic countries, Benelux
  YV1: 'Volvo', YV4: 'Volvo', YV2: 'Volvo Trucks', YV3: 'Volvo Buses', YS3: 'Saab',
  YS2: 'Scania', YK1: 'Saab', XLR: 'DAF', XMC: 'Mitsubishi', XL9: 'Spyker', YBW: 'Volkswagen',
  // Central and eastern Europe
  TMB: 'Škoda', TMA: 'Hyundai', TMC: 'Hyundai', TMK: 'Karosa', TMT: 'Tatra', TRU: 'Audi',
  TSM: 'Suzuki',
  U5Y: 'Kia', U6Y: 'Kia', UU1: 'Dacia', UU3: 'ARO', UU6: 'Daewoo', SUF: 'Fiat', SUU: 'Solaris',
  SUP: 'FSO', SUL: 'FSC', VBK: 'KTM', VX1: 'Zastava', WJM: 'Iveco',
  // Turkey
  NMT: 'Toyota', NM0: 'Ford', NM4: 'Fiat', NM1: 'Renault', NLH: 'Hyundai', NLJ: 'Hyundai',
  NL1: 'Togg', NLN: 'Karsan', NLT: 'Temsa', NLA: 'Honda', NMB: 'Mercedes-Benz',
  // Russia, Belarus, Ukraine, Kazakhstan, Uzbekistan (a plant's code where it builds several
  // brands names them all: Avtotor's XWE is on Kias and Hyundais, GM Russia's XUF on Chevrolets
  // and Opels)
  XTA: 'Lada', XTT: 'UAZ', XTH: 'GAZ', X96: 'GAZ', XTC: 'KAMAZ', X7L: 'Renault', XW8: 'Volkswagen',
  X9F: 'Ford', Z6F: 'Ford', XW7: 'Toyota', X4X: 'BMW', Z94: 'Hyundai / Kia', Z8N: 'Nissan',
  XUF: 'Chevrolet / Opel', XUU: 'Chevrolet', X9L: 'Chevrolet', XWE: 'Kia / Hyundai',
  X7M: 'Hyundai', Z8T: 'Peugeot / Citroën / Mitsubishi', X9X: 'Great Wall', Y3M: 'MAZ',
  Y4K: 'Geely', Y6D: 'ZAZ', Y6U: 'Škoda', MX3: 'Hyundai', MX1: 'Chevrolet', XWB: 'Chevrolet',
  XWF: 'Opel / Chevrolet / Cadillac',
  // Japan
  JHM: 'Honda', JHL: 'Honda', JH2: 'Honda', JH4: 'Acura',   JT2: 'Toyota', JT3: 'Toyota', JT4: 'Toyota', JTD: 'Toyota',
  JTE: 'Toyota', JTF: 'Toyota', JTG: 'Toyota', JTK: 'Toyota', JTL: 'Toyota', JTM: 'Toyota',
  JTN: 'Toyota', JTH: 'Lexus', JTJ: 'Lexus', JT6: 'Lexus', JT8: 'Lexus',
  JN1: 'Nissan', JN8: 'Nissan', JNA: 'UD Trucks', JNK: 'Infiniti',
  JNR: 'Infiniti', JNX: 'Infiniti', JM0: 'Mazda', JM1: 'Mazda', JM3: 'Mazda',   JMZ: 'Mazda', JF1: 'Subaru', JF2: 'Subaru', JF3: 'Subaru', JA3: 'Mitsubishi',
  JA4: 'Mitsubishi', JMB: 'Mitsubishi', JMY: 'Mitsubishi',   JS1: 'Suzuki', JS2: 'Suzuki', JS3: 'Suzuki', JSA: 'Suzuki',   JYA: 'Yamaha', JKA: 'Kawasaki', JDA: 'Daihatsu',
  JAA: 'Isuzu', JAC: 'Isuzu', JAL: 'Isuzu',   JL6: 'Mitsubishi Fuso', JHD: 'Hino', JHB: 'Hino',
  // South Korea
  KMH: 'Hyundai', KMF: 'Hyundai', KM8: 'Hyundai', KMJ: 'Hyundai', KMT: 'Genesis', KNA: 'Kia',
  KNC: 'Kia', KND: 'Kia', KNE: 'Kia', KNM: 'Renault Samsung', KPT: 'SsangYong',
  KPA: 'SsangYong', KL1: 'Chevrolet', KL4: 'Buick',
  KL7: 'Chevrolet', KL8: 'Chevrolet', KLA: 'Daewoo', KLY: 'Daewoo',   // China
  LSV: 'SAIC Volkswagen', LFV: 'FAW-Volkswagen', LSG: 'SAIC-GM', LBV: 'BMW', LE4: 'Mercedes-Benz',
  LDC: 'Dongfeng Peugeot-Citroën', LVS: 'Ford', LVG: 'Toyota', LFM: 'Toyota', LTV: 'Toyota', LHG: 'Honda',
  LVH: 'Honda', LGB: 'Nissan', LRW: 'Tesla', LPS: 'Polestar', LYV: 'Volvo', LB3: 'Geely',
  L6T: 'Geely', LGW: 'Great Wall', LGX: 'BYD', LC0: 'BYD', LNB: 'BAIC', LS5: 'Changan',
  LJD: 'Kia', LBE: 'Hyundai', LVV: 'Chery', LJ1: 'JAC', LSJ: 'MG', LFP: 'FAW', LZW: 'Wuling',
  LFB: 'FAW', LGJ: 'Dongfeng', LSY: 'Brilliance', LUC: 'Honda',
  LVR: 'Mazda', LWV: 'Fiat', LMG: 'GAC',     // India, Indonesia, Thailand, Malaysia, Philippines, Taiwan, Vietnam
  MA1: 'Mahindra', MA3: 'Suzuki', MAT: 'Tata', MAK: 'Honda', MAL: 'Hyundai', MBJ: 'Toyota',
  MB8: 'Suzuki', MEE: 'Renault', MD2: 'Bajaj', ME4: 'Honda', MAJ: 'Ford', MA6: 'Chevrolet',
  MBH: 'Suzuki', MCA: 'Fiat', MEX: 'Volkswagen',   MHF: 'Toyota', MHR: 'Honda', MHK: 'Daihatsu', MHY: 'Suzuki',   MNT: 'Nissan', MR0: 'Toyota', MR2: 'Honda', MRH: 'Honda', MNB: 'Ford',
  MNA: 'Ford', MPA: 'Isuzu', MP1: 'Isuzu', MMB: 'Mitsubishi', MMT: 'Mitsubishi',
  MMM: 'Chevrolet', MM8: 'Mazda', MLH: 'Honda',   PL1: 'Proton', PM1: 'BMW', PM2: 'Perodua',   PE1: 'Ford', RFB: 'Kymco', RFG: 'SYM', RL4: 'Toyota',
  RLH: 'Honda', RLL: 'VinFast', RL0: 'Ford',
  // Australia, South Africa, Iran
  '6G1': 'Holden', '6G2': 'Pontiac', '6H8': 'Holden', '6FP': 'Ford', '6F1': 'Ford', '6T1': 'Toyota',
  '6MM': 'Mitsubishi', AAV: 'Volkswagen', AFA: 'Ford', ADM: 'Chevrolet', AHT: 'Toyota',
  ADN: 'Nissan', NAA: 'Iran Khodro',   NAS: 'SAIPA', NAP: 'Pars Khodro',
  // South America
  '9BW': 'Volkswagen', '9BD': 'Fiat', '9BG': 'Chevrolet', '9BF': 'Ford', '93H': 'Honda',
  '9BR': 'Toyota', '93Y': 'Renault', '935': 'Citroën', '936': 'Peugeot', '9BM': 'Mercedes-Benz',
  '94D': 'Nissan', '9BH': 'Hyundai', '9C2': 'Honda',
  '8AP': 'Fiat', '8AF': 'Ford', '8AG': 'Chevrolet', '8AW': 'Volkswagen', '8AJ': 'Toyota',
  '8A1': 'Renault', '8AD': 'Peugeot', '8AC': 'Mercedes-Benz', '8BC': 'Citroën',
  '9FB': 'Renault', };
