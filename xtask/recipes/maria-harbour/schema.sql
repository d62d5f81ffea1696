-- The harbour master's berths, vessels and mooring bookings.
CREATE DATABASE harbour;
USE harbour;
CREATE TABLE berths (
  id INT PRIMARY KEY,
  code CHAR(4) NOT NULL UNIQUE,
  max_length_m DECIMAL(5,1) NOT NULL CHECK (max_length_m > 0),
  depth_m DECIMAL(4,1) NOT NULL
) ENGINE=InnoDB;
CREATE TABLE vessels (
  id INT AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(24) NOT NULL,
  imo CHAR(7) NOT NULL UNIQUE,
  length_m DECIMAL(5,1) NOT NULL,
  draught_m DECIMAL(4,1) NOT NULL
) ENGINE=InnoDB;
CREATE TABLE bookings (
  id INT AUTO_INCREMENT PRIMARY KEY,
  berth_id INT NOT NULL,
  vessel_id INT NOT NULL,
  arrives DATETIME NOT NULL,
  nights INT NOT NULL,
  fee DECIMAL(8,2) NOT NULL,
  CONSTRAINT fk_booking_berth FOREIGN KEY (berth_id) REFERENCES berths (id),
  CONSTRAINT fk_booking_vessel FOREIGN KEY (vessel_id) REFERENCES vessels (id),
  KEY idx_arrives (arrives)
) ENGINE=InnoDB;
INSERT INTO berths VALUES (1,'N-01',45.0,6.5),(2,'N-02',45.0,6.5),(3,'E-01',120.0,11.0),
  (4,'E-02',120.0,11.0),(5,'W-01',30.0,4.0),(6,'W-02',30.0,3.5);
INSERT INTO vessels (name, imo, length_m, draught_m)
  SELECT CONCAT('Vessel ', seq), LPAD(9100000 + seq, 7, '0'), 20 + (seq * 7) % 100, 2 + (seq * 3) % 9
  FROM seq_1_to_400;
INSERT INTO bookings (berth_id, vessel_id, arrives, nights, fee)
  SELECT 1 + seq % 6, 1 + (seq * 13) % 400, '2026-03-01' + INTERVAL (seq * 7) HOUR, 1 + seq % 5,
    ROUND(40 + (seq * 37) % 500 + 0.25 * (seq % 4), 2)
  FROM seq_1_to_1500;
